import { ApiError } from '@club/api-client';

/**
 * What a fan sees when an account call fails. The platform's own message is shown for what it refused
 * (wrong password, blocked account, a used code, lockout): its identity service words them so they
 * never reveal whether an address has an account. Anything else gets a plain sentence.
 */
export const unexpectedFailureMessage = 'Sorry, something went wrong. Please try again in a few minutes.';

export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.message) {
    return error.message;
  }
  return unexpectedFailureMessage;
}

/** SPEC 5 / 8. */
export const passwordMismatchMessage = 'New Password does not match';
/** SPEC 8 success messages. */
export const detailsUpdatedMessage = 'Your details have been successfully updated';
export const passwordUpdatedMessage = 'Your password has been successfully updated';
/** SPEC 8 'Account summary'. */
export const noSubscriptionsMessage = 'You have no subscriptions';
export const subscriptionsFailedMessage = 'There was an issue checking your subscriptions';
/** SPEC 2.1 / 4 account toasts. */
export const loggedInNotice = 'Logged In';
export const loggedOutNotice = 'Logged Out';
/** SPEC 9: the panel closes this long after logging out. */
export const logoutPanelCloseMs = 600;
/** SPEC 2.5: the register box appears this long after the login form. */
export const registerBoxDelayMs = 1000;
