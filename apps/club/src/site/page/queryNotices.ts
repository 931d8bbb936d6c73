import { readOneShotParam } from './oneShotParam';

/** SPEC 2.1: `?loginSuccess=true` and `?logoutSuccess=true` on any route, and what each says. */
const noticeMessages = { loginSuccess: 'Logged In', logoutSuccess: 'Logged Out' } as const;
type NoticeParam = keyof typeof noticeMessages;
const noticeParams = Object.keys(noticeMessages) as NoticeParam[];

/**
 * The notice a URL asks for, and the same URL without the parameters, so a reload or a shared link
 * does not repeat it. Null when the URL asks for none.
 */
export function readQueryNotice(href: string): { param: NoticeParam; message: string; cleanHref: string } | null {
  const found = readOneShotParam(href, noticeParams);
  if (!found) return null;
  return { param: found.param, message: noticeMessages[found.param], cleanHref: found.cleanHref };
}
