/**
 * Payroll export of released premiums: who may export, and what is still due so that nothing is
 * paid twice. ONE rule for the API (and any fake).
 */

/** The idea manager (by function or named by the tenant) and ADMIN export to payroll; nobody else. */
export function mayExportPayroll(person: { role: string; isIdeaManager: boolean }): boolean {
  return person.role === 'ADMIN' || person.isIdeaManager;
}

export interface PayrollShare {
  ideaId: string;
  userId: string;
  /** The person's current share of the released premium. */
  amount: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * What is due per person and idea: their share of the released premium minus what earlier
 * batches exported for the same person and idea (a top-up exports the difference; an amount
 * exported in full, or more, is due no more). Only positive amounts, in cents.
 */
export function payrollDue<S extends PayrollShare>(shares: readonly S[], exported: readonly PayrollShare[]): (S & { amount: number })[] {
  const paid = new Map<string, number>();
  for (const e of exported) paid.set(`${e.ideaId}\u0000${e.userId}`, (paid.get(`${e.ideaId}\u0000${e.userId}`) ?? 0) + e.amount);
  return shares.flatMap((s) => {
    const due = cents(s.amount - (paid.get(`${s.ideaId}\u0000${s.userId}`) ?? 0));
    return due > 0 ? [{ ...s, amount: due }] : [];
  });
}
