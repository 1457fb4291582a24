/** A sign-in page's own reason to stop, already in the reader's language. */
export class SignInStop extends Error {
  override name = 'SignInStop';
}
