/**
 * The fixed amount of expansion work one file may cause (ADR 0073): every recurrence period
 * visited and every candidate day or time generated costs one unit, whatever the rule says.
 * A file that needs more is refused, naming the entry that ran out.
 */
export const ITERATION_BUDGET = 300_000;

export class BudgetExceeded extends Error {}

export class Budget {
  private used = 0;
  constructor(readonly limit: number = ITERATION_BUDGET) {}
  spend(units: number): void {
    // A count that is not a number would stop the budget counting at all.
    if (!Number.isFinite(units)) throw new RangeError(`cannot spend ${units} steps`);
    this.used += units;
    if (this.used > this.limit) throw new BudgetExceeded(`more than ${this.limit} steps`);
  }
  get spent(): number {
    return this.used;
  }
}
