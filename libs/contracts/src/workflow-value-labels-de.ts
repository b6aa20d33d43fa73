import { withOutcomes, type WorkflowValueLabels } from './workflow-value-labels';

/** How the workflow's values read in German (./workflow-value-labels.ts has the English ones). */
export const workflowValueLabelsDe: WorkflowValueLabels = withOutcomes(
  {
    classifications: {
      product: 'Produkt',
      process: 'Prozess',
      technology: 'Technologie',
      sustainability: 'Nachhaltigkeit',
      businessModel: 'Geschäftsmodell',
      customerExperience: 'Kundenerlebnis',
      other: 'Sonstiges',
  },
  statusAfterAssignment: { stay: 'In Erstbewertung bleiben', review: 'Begutachtung' },
  recommendations: { approve: 'Annehmen', requestChanges: 'Änderungen anfordern', reject: 'Ablehnen' },
  postponementReasons: {
    budget: 'Budget',
    capacity: 'Kapazität',
    dependency: 'Abhängigkeit',
    strategy: 'Strategie',
    moreInformation: 'Weitere Informationen nötig',
    other: 'Sonstiges',
  },
  calculationTypes: { calculable: 'Berechenbar', notCalculable: 'Nicht berechenbar' },
  benefitTypes: {
    costs: 'Kosten',
    quality: 'Qualität',
    safety: 'Sicherheit',
    environment: 'Umwelt',
    ergonomics: 'Ergonomie',
    time: 'Zeit',
    customer: 'Kunde',
    other: 'Sonstiges',
  },
  benefitValues: { asiNo: 'ASI nein', low: 'Gering', middle: 'Mittel', high: 'Hoch' },
  priorities: { high: 'Hoch', medium: 'Mittel', low: 'Niedrig' },
  implementationStatuses: { notStarted: 'Nicht begonnen', planned: 'Geplant', inProgress: 'In Arbeit', onHold: 'Pausiert', done: 'Erledigt' },
  decisions: { accepted: 'Angenommen', rejected: 'Abgelehnt' },
  appealSubjects: { rejection: 'Ablehnung', premium: 'Prämie' },
  appealOutcomes: { upheld: 'Stattgegeben', dismissed: 'Zurückgewiesen' },
  yesNo: { true: 'Ja', false: 'Nein' },
  },
  'Wird nicht umgesetzt',
);
