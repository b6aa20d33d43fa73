import type { ShellPagesTexts } from './pages.en';

/** Namespace 'shellPages' (German). */
export const pagesDe: ShellPagesTexts = {
  terms: {
    heading: 'Nutzungsbedingungen',
    updated: 'Stand: 1. Januar 2025',
    sections: [
      {
        title: 'Einleitung',
        body: 'Diese Bedingungen regeln die Nutzung des Ideenportals, der internen Ideenmanagement-Plattform des Unternehmens. Mit der Anmeldung akzeptieren Sie diese Bedingungen. Das Portal steht allen Beschäftigten zur Verfügung, um Verbesserungsideen einzureichen, zu diskutieren, zu bewerten und zu verfolgen.',
      },
      {
        title: 'Pflichten der Nutzenden',
        body: 'Sie halten Ihre Zugangsdaten geheim und nutzen das Portal nur für dienstliche Zwecke. Beiträge müssen respektvoll sein, dürfen keine vertraulichen Kundendaten, Geschäftsgeheimnisse Dritter oder anstößigen Inhalte enthalten und müssen dem Verhaltenskodex des Unternehmens entsprechen.',
      },
      {
        title: 'Richtigkeit der Daten',
        body: 'Bitte beschreiben Sie Ihre Ideen, Kosten und Einsparungen so genau wie möglich. Das Unternehmen prüft Einreichungen sorgfältig, übernimmt aber keine Haftung für die Richtigkeit der von Nutzenden eingegebenen Angaben. Melden Sie Fehler dem Ideenmanagement, damit sie korrigiert werden können.',
      },
      {
        title: 'Geistiges Eigentum',
        body: 'Alle eingereichten Ideen werden geistiges Eigentum des Unternehmens. Standardmäßig sind sie für alle in der Organisation sichtbar; bei der Einreichung können gezielte Sichtbarkeitseinstellungen gewählt werden. Prämien für umgesetzte Ideen richten sich nach der Betriebsvereinbarung zum Ideenmanagement.',
      },
      {
        title: 'Änderungen',
        body: 'Das Unternehmen kann diese Bedingungen ändern, wenn sich das Portal oder rechtliche Anforderungen ändern. Wesentliche Änderungen werden im Portal angekündigt. Die weitere Nutzung nach einer Änderung gilt als Zustimmung zu den neuen Bedingungen.',
      },
      {
        title: 'Kontakt',
        body: 'Fragen zu diesen Bedingungen? Wenden Sie sich über Hilfe und Kontakt oder per E-Mail an ideas@example.com an das Ideenmanagement.',
      },
    ],
  },
  privacy: {
    heading: 'Datenschutzerklärung',
    updated: 'Stand: 1. Januar 2025',
    sections: [
      {
        title: 'Einleitung',
        body: 'Diese Erklärung beschreibt, welche personenbezogenen Daten das Ideenportal verarbeitet, zu welchem Zweck und welche Rechte Sie haben. Wir verarbeiten personenbezogene Daten gemäß der Datenschutz-Grundverordnung (DSGVO) und der Betriebsvereinbarung zum Ideenmanagement.',
      },
      {
        title: 'Richtlinie für Beschäftigte',
        body: 'Das Portal wird den Beschäftigten für den Ideenmanagement-Prozess bereitgestellt. Die Daten werden nur zur Durchführung dieses Prozesses, zur Prämierung umgesetzter Ideen und für anonyme Statistiken verwendet; sie dienen nicht der Leistungs- oder Verhaltenskontrolle.',
      },
      {
        title: 'Personenbezogene Daten',
        body: 'Wir speichern Ihren Nachnamen, Vornamen, Ihre Telefonnummer, E-Mail-Adresse, Abteilung und Ihr Werk. Ein Profilbild und Schlagwörter sind freiwillig. Ihre Tarif-/Entgeltgruppe wird für die Prämienberechnung benötigt und ist nur für den Betriebsrat und das Ideenmanagement sichtbar. Von Ihnen eingereichte Ideen, Kommentare und Anhänge werden zusammen mit Ihrem Namen gespeichert.',
      },
      {
        title: 'Kontakt',
        body: 'Bei Fragen oder um Ihre Rechte auf Auskunft, Berichtigung, Löschung oder Widerspruch wahrzunehmen, wenden Sie sich an unseren Datenschutzbeauftragten unter privacy@example.com oder über Hilfe und Kontakt an das Ideenmanagement.',
      },
      {
        title: 'Aktualisierungen',
        body: 'Wir aktualisieren diese Erklärung, wenn sich die Verarbeitung ändert. Das Datum oben zeigt die aktuelle Fassung; wesentliche Änderungen werden im Portal angekündigt.',
      },
    ],
  },
  faq: {
    heading: 'Hilfe und Kontakt',
    intro: 'Antworten auf die häufigsten Fragen zum Ideenportal.',
    searchLabel: 'Fragen durchsuchen',
    searchPlaceholder: 'Fragen und Antworten durchsuchen',
    noResults: 'Keine Fragen passen zu Ihrer Suche.',
    stillQuestions: 'Noch Fragen?',
    stillQuestionsText: 'Unser Support-Team hilft Ihnen gern. Stellen Sie eine Service-Desk-Anfrage oder senden Sie uns eine Frage für die FAQ.',
    contactSupport: 'Support kontaktieren',
    submitQuestion: 'Frage einreichen',
    submitSubject: 'FAQ-Anfrage: Ideenportal',
    items: [
      { q: 'Was ist das Ideenportal?', a: 'Das Ideenportal ist unsere Plattform, um Ideen einzureichen, zu diskutieren, zu bewerten und zu verfolgen, die Produkte, Prozesse, Sicherheit oder das Arbeitsumfeld verbessern.' },
      { q: 'Wer kann eine Idee einreichen?', a: 'Alle Beschäftigten mit einem Firmenkonto können Ideen einreichen, allein oder gemeinsam mit Kolleginnen und Kollegen als Mitwirkende.' },
      { q: 'Wie reiche ich eine Idee ein?', a: 'Klicken Sie in der Kopfzeile auf „Neue Idee“, beschreiben Sie das Problem und Ihren Lösungsvorschlag, wählen Sie Kategorie und Standort, hängen Sie optional Dateien an und reichen Sie ein.' },
      { q: 'Kann ich meine Idee nach dem Einreichen bearbeiten?', a: 'Ideen können im Entwurf oder im eingereichten Zustand bearbeitet werden. Nach Beginn der Erstbewertung bitten Sie die bewertende Person um eine Überarbeitungsanfrage.' },
      { q: 'Wie füge ich Mitwirkende zu meiner Idee hinzu?', a: 'Öffnen Sie die Detailseite der Idee und fügen Sie Kolleginnen und Kollegen im Bereich Mitwirkende hinzu. Sie teilen sich dann die Idee und eine mögliche Prämie.' },
      { q: 'Wer kann meine Idee sehen?', a: 'Standardmäßig sind eingereichte Ideen für alle in der Organisation sichtbar. Bei der Einreichung können Sie gezielte Sichtbarkeitseinstellungen wählen.' },
      { q: 'Was passiert nach dem Einreichen einer Idee?', a: 'Eine bewertende Person führt die Erstbewertung durch, danach entscheidet eine begutachtende Person. Angenommene Ideen gehen in die Umsetzung und eine Endentscheidung. Bei jeder Statusänderung werden Sie benachrichtigt.' },
      { q: 'Wie verfolge ich den Fortschritt einer Idee?', a: 'Nutzen Sie die Schaltfläche „Folgen“ bei einer Idee. Gefolgte Ideen erscheinen unter Beobachtete Ideen auf Meine Seite, Statusänderungen zeigt die Benachrichtigungsglocke.' },
      { q: 'Wird meine Idee prämiert?', a: 'Umgesetzte Ideen werden gemäß der Betriebsvereinbarung zum Ideenmanagement prämiert. Die Prämienberechnung nutzt die Einsparungen und Ihre Tarifgruppe, die nur Betriebsrat und Ideenmanagement sehen.' },
      { q: 'Wie ändere ich die Sprache?', a: 'Über die Sprachauswahl in der Kopfzeile wechseln Sie zwischen English und Deutsch. Ihre Wahl wird in diesem Browser gespeichert.' },
    ],
  },
};
