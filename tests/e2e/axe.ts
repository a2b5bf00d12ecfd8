import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Rules axe-core ships disabled (tagged experimental) that the console is held to:
 * `label-content-name-mismatch` (WCAG 2.5.3, label in name) — a control's accessible name contains
 * its visible text, so that speech users can say what they see.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

/**
 * Runs axe-core through @axe-core/playwright (open shadow roots and frames included; injected through
 * the devtools protocol, so the page's strict CSP stays on) and returns the serious and critical
 * violations.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: EXTRA_RULES }).analyze();
  return results.violations
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target as unknown[] })),
    }))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
