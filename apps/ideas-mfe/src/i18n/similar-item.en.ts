/** A similar idea's card English texts (similar-item), registered when it loads (registerIdeasPartTexts in ./index.ts): New Idea's first paint does not need them. */
export const similarItemEn = {
  similar: {
    match: '{{score}}% match',
    followInstead: 'Follow instead',
    following: 'Following',
    askToJoin: 'Ask to join as contributor',
    asked: 'Request sent',
    joinText: 'Hello, I had a similar idea and would like to join this idea as a contributor.',
    joinSent: 'Your request to join was posted as a comment.',
  },
};
