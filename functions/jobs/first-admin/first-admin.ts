/**
 * The deploy's first admin (`npm run deploy -- -c adminEmail=…`): a CloudFormation custom resource whose handler
 * makes that person an admin through the same creation as the admin users screen, so they receive the
 * set-password e-mail. It answers CloudFormation itself (a PUT to the presigned ResponseURL), which keeps the stack
 * free of the custom-resource framework's extra function.
 */

export interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties: { AdminEmail?: unknown };
}

export interface FirstAdminDeps {
  ensureAdmin(email: string): Promise<'created' | 'exists'>;
  /** Sends CloudFormation the outcome (HTTP PUT of a JSON body to the presigned URL). */
  respond(url: string, body: string): Promise<void>;
  logError(message: string, error: unknown): void;
  logInfo(message: string, detail: Record<string, string>): void;
}

export function makeFirstAdminHandler(deps: FirstAdminDeps) {
  return async (event: CustomResourceEvent): Promise<void> => {
    const email = typeof event.ResourceProperties.AdminEmail === 'string' ? event.ResourceProperties.AdminEmail : '';
    let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
    let reason = '';
    let outcome = 'unchanged';
    try {
      // Removing the setting (or the stack) leaves the admin as they are: they may run the market by now.
      if (event.RequestType !== 'Delete') {
        if (!email.includes('@')) throw new Error(`adminEmail is not an e-mail address: "${email}"`);
        // Idempotent: a user who already holds the address (from an earlier deploy or made by hand) is left alone.
        outcome = await deps.ensureAdmin(email);
      }
    } catch (err) {
      status = 'FAILED';
      reason = err instanceof Error ? err.message : String(err);
      deps.logError('The first admin could not be made', err);
    }
    deps.logInfo('First admin', { requestType: event.RequestType, status, outcome });
    await deps.respond(
      event.ResponseURL,
      JSON.stringify({
        Status: status,
        Reason: reason || `First admin: ${outcome}`,
        PhysicalResourceId: event.PhysicalResourceId ?? `first-admin-${email.toLowerCase() || 'none'}`,
        StackId: event.StackId,
        RequestId: event.RequestId,
        LogicalResourceId: event.LogicalResourceId,
        Data: { Outcome: outcome },
      }),
    );
  };
}
