/**
 * The OAuth redirect target. The server side has already exchanged the code and set the session
 * cookie; send the browser back where sign-in started, if that is on this origin.
 */
const RETURN_KEY = 'idm.returnTo';

function returnTarget(): string {
  const stored = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  if (stored) {
    try {
      const url = new URL(stored, location.href);
      if (url.origin === location.origin) return url.href;
    } catch {
      // Not a URL: fall through to the console.
    }
  }
  return new URL('./', location.href).href;
}

location.replace(returnTarget());
