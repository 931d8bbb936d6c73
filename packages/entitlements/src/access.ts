import {
  accessMessageTexts,
  defaultSupportLinks,
  linkLabels,
  type AccessMessage,
  type SupportLinks,
} from './messages';

/**
 * SPEC 4 'Access status' from the video session call, and what the site must do for each:
 * -1 granted: play (embed the player with the session key);
 *  0 not logged in: show the log-in prompt and open the login prompt;
 *  1 no active subscription, 2 insufficient entitlements: show the message and open the upgrade promo;
 *  3 account blocked: show the message;
 *  anything else: a generic problem, with the status as its code.
 */
export const accessStatuses = [-1, 0, 1, 2, 3] as const;
export type KnownAccessStatus = (typeof accessStatuses)[number];

export const accessActions = ['play', 'loginPrompt', 'upgradePromo', 'message'] as const;
export type AccessAction = (typeof accessActions)[number];

/** SPEC 4 'Live audio': a refused stream is blocked for one of these reasons. */
export const blockReasons = ['requireLogin', 'requirePremium', 'blocked'] as const;
export type BlockReason = (typeof blockReasons)[number];

export type AccessOutcome =
  | { status: -1; action: 'play'; reason: null; message: null }
  | { status: number; action: Exclude<AccessAction, 'play'>; reason: BlockReason; message: AccessMessage };

export function isKnownAccessStatus(status: number): status is KnownAccessStatus {
  return (accessStatuses as readonly number[]).includes(status);
}

/** What the site does for a status, and the SPEC 8 message it shows. */
export function accessOutcome(status: number, links: SupportLinks = defaultSupportLinks): AccessOutcome {
  const code = String(status);
  if (!isKnownAccessStatus(status)) {
    return { status, action: 'message', reason: 'blocked', message: problemMessage(code, links) };
  }
  switch (status) {
    case -1:
      return { status, action: 'play', reason: null, message: null };
    case 0:
      return { status, action: 'loginPrompt', reason: 'requireLogin', message: notLoggedInMessage(code, links) };
    case 1:
      return { status, action: 'upgradePromo', reason: 'requirePremium', message: noSubscriptionsMessage(code, links) };
    case 2:
      return {
        status,
        action: 'upgradePromo',
        reason: 'requirePremium',
        message: notSubscribedMessage(code, links),
      };
    case 3:
      return { status, action: 'message', reason: 'blocked', message: blockedMessage(code, links) };
    default:
      return status satisfies never;
  }
}

export function notLoggedInMessage(code: string, links: SupportLinks): AccessMessage {
  return {
    text: accessMessageTexts.notLoggedIn,
    links: [
      { href: links.login, label: linkLabels.login },
      { href: links.support, label: linkLabels.support },
    ],
    code,
  };
}

/** SPEC 8: upgrade, the FAQs or contact support. */
export function noSubscriptionsMessage(code: string, links: SupportLinks): AccessMessage {
  return {
    text: accessMessageTexts.noSubscriptions,
    links: [
      { href: links.upgrade, label: linkLabels.upgrade },
      { href: links.faqs, label: linkLabels.faqs },
      { href: links.support, label: linkLabels.support },
    ],
    code,
  };
}

export function notSubscribedMessage(code: string, links: SupportLinks): AccessMessage {
  return { ...noSubscriptionsMessage(code, links), text: accessMessageTexts.notSubscribedToStream };
}

export function blockedMessage(code: string, links: SupportLinks): AccessMessage {
  return { text: accessMessageTexts.blocked, links: [{ href: links.support, label: linkLabels.support }], code };
}

export function problemMessage(code: string, links: SupportLinks): AccessMessage {
  return { text: accessMessageTexts.problem, links: [{ href: links.support, label: linkLabels.support }], code };
}
