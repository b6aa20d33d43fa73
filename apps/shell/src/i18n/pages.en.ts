/** Namespace 'shellPages' (English): the texts of the terms, privacy and FAQ pages, which load with those pages. German mirrors these keys in pages.de.ts. */
export const pagesEn = {
  terms: {
    heading: 'Terms and Conditions',
    updated: 'Last updated: 1 January 2025',
    sections: [
      {
        title: 'Introduction',
        body: 'These terms govern the use of the Idea Portal, the internal idea-management platform of the company. By signing in you accept these terms. The portal is available to employees for submitting, discussing, assessing and tracking ideas for improvement.',
      },
      {
        title: 'User responsibilities',
        body: 'You keep your credentials confidential and use the portal only for work-related purposes. Contributions must be respectful, must not contain confidential customer data, trade secrets of third parties or offensive content, and must comply with the company code of conduct.',
      },
      {
        title: 'Data accuracy',
        body: 'Please describe your ideas, costs and savings as accurately as you can. The company reviews submissions carefully but accepts no liability for the correctness of information entered by users. Report mistakes to the idea manager so they can be corrected.',
      },
      {
        title: 'Intellectual property',
        body: 'All submitted ideas become the intellectual property of the company. By default they are visible to everyone in the organisation; specific visibility settings can be chosen on submission. Rewards for implemented ideas follow the idea-management agreement.',
      },
      {
        title: 'Modifications',
        body: 'The company may change these terms when the portal or legal requirements change. Significant changes are announced in the portal. Continued use after a change means that you accept the updated terms.',
      },
      {
        title: 'Contact',
        body: 'Questions about these terms? Contact the idea-management team through Help and Contact or by e-mail at ideas@example.com.',
      },
    ],
  },
  privacy: {
    heading: 'Privacy Policy',
    updated: 'Last updated: 1 January 2025',
    sections: [
      {
        title: 'Introduction',
        body: 'This policy explains which personal data the Idea Portal processes, why, and which rights you have. We process personal data in line with the General Data Protection Regulation (GDPR) and the works agreement on idea management.',
      },
      {
        title: 'Employee policy',
        body: 'The portal is provided to employees for the idea-management process. Data are used only to run this process, to reward implemented ideas and to produce anonymous statistics; they are not used to assess performance or behaviour.',
      },
      {
        title: 'Personal data',
        body: 'We store your last name, first name, telephone, e-mail, department and plant. A profile picture and keywords are voluntary. Your tariff/salary group is needed for the bonus calculation and is visible only to the works council and the idea manager. Ideas, comments and attachments you submit are stored together with your name.',
      },
      {
        title: 'Contact',
        body: 'For questions or to exercise your rights of access, rectification, erasure or objection, contact our data protection officer at privacy@example.com, or the idea-management team through Help and Contact.',
      },
      {
        title: 'Updates',
        body: 'We update this policy when the processing changes. The date at the top shows the latest version; significant changes are announced in the portal.',
      },
    ],
  },
  faq: {
    heading: 'Help and Contact',
    intro: 'Answers to the most common questions about the Idea Portal.',
    searchLabel: 'Search questions',
    searchPlaceholder: 'Search questions and answers',
    noResults: 'No questions match your search.',
    stillQuestions: 'Still have questions?',
    stillQuestionsText: 'Our support team is happy to help. Open a service-desk request or send us a question for the FAQ.',
    contactSupport: 'Contact support',
    submitQuestion: 'Submit a question',
    submitSubject: 'FAQ request: Idea Portal',
    items: [
      { q: 'What is the Idea Portal?', a: 'The Idea Portal is our platform for submitting, discussing, assessing and tracking ideas that improve products, processes, safety or the working environment.' },
      { q: 'Who can submit an idea?', a: 'Every employee with a company account can submit ideas, alone or together with colleagues as contributors.' },
      { q: 'How do I submit an idea?', a: 'Click "New Idea" in the header, describe the problem and your proposed solution, choose a category and location, optionally attach files, and submit.' },
      { q: 'Can I edit my idea after submitting it?', a: 'Ideas can be edited while they are in draft or submitted state. After the first assessment has started, ask the assessor for a revision request.' },
      { q: 'How do I add collaborators to my idea?', a: 'Open the idea detail page and add colleagues in the contributors section. They then share the idea and any reward.' },
      { q: 'Who can see my idea?', a: 'By default, submitted ideas are visible to everyone in the organisation. You can choose specific visibility settings when you submit.' },
      { q: 'What happens after I submit an idea?', a: 'An assessor performs the first assessment, then a reviewer decides. Accepted ideas move to implementation and a final decision. You are notified at every status change.' },
      { q: 'How do I follow the progress of an idea?', a: 'Use the follow button on an idea. Followed ideas appear in Watched Ideas on My Page, and status changes show up in the notification bell.' },
      { q: 'Is my idea rewarded?', a: 'Implemented ideas are rewarded according to the idea-management agreement. The bonus calculation uses the savings and your tariff group, which only the works council and the idea manager can see.' },
      { q: 'How do I change the language?', a: 'Use the language selector in the header to switch between English and Deutsch. Your choice is remembered in this browser.' },
    ],
  },
};
export type ShellPagesTexts = typeof pagesEn;
