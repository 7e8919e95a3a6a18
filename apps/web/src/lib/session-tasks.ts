/*
 * What a sign-in waits for, and what a sign-out does at once, beyond the credentials: the features
 * that keep something per session register it here (the cart merges the guest's lines and clears
 * its cache), so accounts runs them without knowing whose they are.
 */

type SignInTask = () => Promise<void>;
type SignOutTask = () => void;

const signInTasks = new Set<SignInTask>();
const signOutTasks = new Set<SignOutTask>();

/** Runs `task` after every sign-in of this tab, before it counts as done; answers the unsubscribe. */
export function onSignIn(task: SignInTask): () => void {
  signInTasks.add(task);
  return () => signInTasks.delete(task);
}

/** Runs `task` as this tab signs out; answers the unsubscribe. */
export function onSignOut(task: SignOutTask): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

/** A failed task must not fail the sign-in: what it keeps stays for the next one (a guest cart merges then). */
export async function runSignInTasks(): Promise<void> {
  for (const task of signInTasks) await task().catch(() => undefined);
}

export function runSignOutTasks(): void {
  for (const task of signOutTasks) task();
}
