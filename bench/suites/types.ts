/** One benchmark suite: it prints its own lines and returns figures for the summary table. */
export interface BenchSuite {
  /** What `npm run bench <filter>` matches besides the name: the suite's file or folder in bench/suites. */
  key: string;
  name: string;
  run(options: { postgresUrl: string | undefined; durationSeconds: number }): Promise<BenchResult[]>;
}

export interface BenchResult {
  label: string;
  value: number;
  unit: string;
  /** A target the figure is judged against, e.g. '>= 0.35'. */
  target?: string;
  met?: boolean;
}
