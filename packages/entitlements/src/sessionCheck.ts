import {
  blockedMessage,
  noSubscriptionsMessage,
  notLoggedInMessage,
  notSubscribedMessage,
  problemMessage,
  type AccessAction,
  type BlockReason,
  type KnownAccessStatus,
} from './access';
import { accessMessageTexts, defaultSupportLinks, linkLabels, type AccessMessage, type SupportLinks } from './messages';

/**
 * SPEC 8 'Session check codes': what a 403 from `POST /api/videos/session/check` means. The platform
 * sends one of these as the error body's `code`; the sites turn it into the block reason of SPEC 4
 * and the message of SPEC 8.
 */
export const sessionCheckCodes = {
  notLoggedIn: 'ERR_3684853_1',
  streamIssue: 'ERR_3684853_2',
  notSubscribed: 'ERR_3684853_3',
  accountBlocked: 'ERR_56882466_1',
  countryNotAllowed: 'ERR_56882466_2',
  concurrencyLimit: 'ERR_54648_1',
} as const;
export type SessionCheckCode = (typeof sessionCheckCodes)[keyof typeof sessionCheckCodes];
export const sessionCheckCodeList = Object.values(sessionCheckCodes) as readonly SessionCheckCode[];

/** SPEC 8: each code's block reason. */
export const sessionCheckReasons: Record<SessionCheckCode, BlockReason> = {
  ERR_3684853_1: 'requireLogin',
  ERR_3684853_2: 'blocked',
  ERR_3684853_3: 'requirePremium',
  ERR_56882466_1: 'blocked',
  ERR_56882466_2: 'blocked',
  ERR_54648_1: 'blocked',
};

export interface SessionCheckOutcome {
  /** The code as received, or 'unknown' when the refusal carried none. */
  code: string;
  reason: BlockReason;
  /** The SPEC 4 access status it amounts to; null for refusals that status list has no number for. */
  status: KnownAccessStatus | null;
  action: Exclude<AccessAction, 'play'>;
  message: AccessMessage;
}

export function isSessionCheckCode(code: unknown): code is SessionCheckCode {
  return typeof code === 'string' && (sessionCheckCodeList as readonly string[]).includes(code);
}

export interface SessionCheckContext {
  /**
   * The user's entitlements, to tell 'no subscriptions at all' (status 1) from 'not this stream'
   * (status 2): the platform sends ERR_3684853_3 for both.
   */
  userEntitlements?: readonly string[] | null;
  links?: SupportLinks;
}

/** A refused session check (403), by its code, as the site must handle it. */
export function sessionCheckOutcome(code: string | null | undefined, context: SessionCheckContext = {}): SessionCheckOutcome {
  const links = context.links ?? defaultSupportLinks;
  const received = code && code.length > 0 ? code : 'unknown';
  if (!isSessionCheckCode(received)) {
    return { code: received, reason: 'blocked', status: null, action: 'message', message: problemMessage(received, links) };
  }
  const reason = sessionCheckReasons[received];
  switch (received) {
    case 'ERR_3684853_1':
      return { code: received, reason, status: 0, action: 'loginPrompt', message: notLoggedInMessage(received, links) };
    case 'ERR_3684853_3': {
      const holdsAny = (context.userEntitlements ?? []).length > 0;
      return holdsAny
        ? { code: received, reason, status: 2, action: 'upgradePromo', message: notSubscribedMessage(received, links) }
        : { code: received, reason, status: 1, action: 'upgradePromo', message: noSubscriptionsMessage(received, links) };
    }
    case 'ERR_56882466_1':
      return { code: received, reason, status: 3, action: 'message', message: blockedMessage(received, links) };
    case 'ERR_3684853_2':
      return { code: received, reason, status: null, action: 'message', message: supportMessage('streamIssue', received, links) };
    case 'ERR_56882466_2':
      return {
        code: received,
        reason,
        status: null,
        action: 'message',
        message: supportMessage('countryNotAllowed', received, links),
      };
    case 'ERR_54648_1':
      return {
        code: received,
        reason,
        status: null,
        action: 'message',
        message: supportMessage('concurrencyLimit', received, links),
      };
    default:
      return received satisfies never;
  }
}

function supportMessage(
  text: 'streamIssue' | 'countryNotAllowed' | 'concurrencyLimit',
  code: string,
  links: SupportLinks,
): AccessMessage {
  const faqs = text === 'streamIssue' ? [] : [{ href: links.faqs, label: linkLabels.faqs }];
  return { text: accessMessageTexts[text], links: [...faqs, { href: links.support, label: linkLabels.support }], code };
}
