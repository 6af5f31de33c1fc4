/**
 * Stylist values the web app shows without validating anything: here rather than in
 * schemas/stylist.ts (which re-exports them), so importing one does not bring zod into a screen's
 * first download (ADR 0055).
 */
export const DEFAULT_STYLE = 'Smart Casual';
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export type MonthName = (typeof MONTH_NAMES)[number];
