/**
 * Answers web/public/startup-view.js asked the API for before the app ran: on the public pages whose screen is filled
 * by one GET (/map/{id}, /p/{code}), that call starts with the HTML instead of after the app and the screen's code
 * have arrived. The API client takes each one once, for the first GET of the same path; every later call (a retry,
 * a refetch) asks the server again.
 */
declare global {
  interface Window {
    /** Filled by startup-view.js: the API path asked for, and the browser's answer to come. */
    marketdayStartupAnswers?: Record<string, Promise<Response> | undefined>;
  }
}

export function takeStartupAnswer(path: string): Promise<Response> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.marketdayStartupAnswers;
  const answer = answers?.[path];
  if (answer) delete answers[path];
  return answer;
}
