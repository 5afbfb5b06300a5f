/**
 * What `npm run synth` can tell before a deployment, with no AWS account: the settings a working site needs and are
 * missing. Each becomes a warning on the synthesized app (cdk prints them); the context values' forms are checked
 * where they are read (config.ts), which refuses a malformed one outright.
 */
import type { DeployConfig } from './config.js';

export function deployWarnings(config: DeployConfig, spaBuilt: boolean): string[] {
  const warnings: string[] = [];
  if (!spaBuilt) {
    warnings.push(
      `The SPA is not built (${config.webDistDir} is missing), so the site would have no pages: npm run deploy builds it first.`,
    );
  }
  if (!config.adminEmail) {
    warnings.push(
      'No adminEmail: after deploying nobody can sign in. Give -c adminEmail=<the market manager’s address>; that person receives the set-password e-mail.',
    );
  }
  if (!config.senderEmail) {
    warnings.push(
      'No senderEmail: no e-mail can be sent (the first admin’s set-password link, reminders, receipts). Verify an address or its domain in SES and give -c senderEmail=<it>.',
    );
  }
  if (!config.stripeSecretName && !config.paypalSecretName) {
    warnings.push('No stripeSecretName or paypalSecretName: vendors cannot pay online; cash and check still work.');
  }
  return warnings;
}
