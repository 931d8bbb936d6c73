import { ApiError } from '@club/api-client';
import { closeVoucherOverlay, openLoginPrompt, voucherOverlayOpenAtom } from '@club/site-state';
import { Button, Modal, Text, TextField } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { packagesQueries } from '../packages.queries';
import { usePackagesContext } from '../PackagesProvider/PackagesProvider';
import { defaultPackagesWidgetData, type WidgetStyle } from '../types';
import * as styles from './VoucherOverlay.css';

export const voucherThemes = ['light', 'dark'] as const satisfies readonly WidgetStyle[];
export type VoucherTheme = (typeof voucherThemes)[number];

export const voucherMessages = {
  empty: 'Enter a voucher code',
  loggedOut: 'You must be logged in to redeem a voucher',
  failed: 'Sorry, the voucher could not be redeemed, please try again',
} as const;

type Redemption =
  | { state: 'idle' }
  | { state: 'error'; message: string }
  | { state: 'redeemed'; code: string; packageTitle: string; expiresAt: string | null };

export interface VoucherOverlayProps {
  title?: string;
  text?: string;
  confirmLabel?: string;
  theme?: VoucherTheme;
}

const expiryFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/**
 * SPEC 2.5 / 4 'Voucher overlay', for real: confirm redeems the code with the platform (a mutation) and
 * shows what it unlocked or why not, then re-reads the fan's entitlements, and only them, so every lock
 * on the page opens at once. Mounted once by the layout; opened by the widget's first call to action.
 */
export function VoucherOverlay({
  title = defaultPackagesWidgetData.voucherTitle,
  text = defaultPackagesWidgetData.voucherText,
  confirmLabel = defaultPackagesWidgetData.voucherButton,
  theme = 'light',
}: VoucherOverlayProps) {
  const open = useAtomValue(voucherOverlayOpenAtom);
  const close = useSetAtom(closeVoucherOverlay);
  const promptLogin = useSetAtom(openLoginPrompt);
  const { api, user, refreshEntitlements } = usePackagesContext();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [redemption, setRedemption] = useState<Redemption>({ state: 'idle' });
  const redeem = useMutation({
    mutationFn: (voucher: string) => api.payments.redeemVoucher({ code: voucher }),
    // What a voucher changes is the fan's entitlements: re-read them (into the atoms every lock reads,
    // and the viewer's entitlements query), and nothing else, before saying it is on the account. The
    // voucher is redeemed either way, so a failed re-read is only logged.
    onSuccess: () =>
      queryClient
        .fetchQuery({ ...packagesQueries.viewerEntitlements(user.ssoID, refreshEntitlements), staleTime: 0 })
        .catch((error: unknown) => console.warn('Could not re-read entitlements after a voucher', error)),
  });
  const pending = redeem.isPending;

  const onClose = () => {
    close();
    setCode('');
    setRedemption({ state: 'idle' });
    redeem.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setRedemption({ state: 'error', message: voucherMessages.empty });
      return;
    }
    if (user.loginState !== 'loggedIn') {
      onClose();
      promptLogin(voucherMessages.loggedOut);
      return;
    }
    setRedemption({ state: 'idle' });
    try {
      const answer = await redeem.mutateAsync(trimmed);
      const { attributes } = answer.data;
      setRedemption({
        state: 'redeemed',
        code: attributes.code,
        packageTitle: attributes.packageTitle,
        expiresAt: attributes.expiresAt,
      });
    } catch (error) {
      const message = error instanceof ApiError && error.statusCode < 500 ? error.message : voucherMessages.failed;
      if (!(error instanceof ApiError)) console.error('Could not redeem a voucher', error);
      setRedemption({ state: 'error', message });
    }
  };

  const expires = redemption.state === 'redeemed' && redemption.expiresAt ? new Date(redemption.expiresAt) : null;

  return (
    <Modal open={open} onClose={onClose} title={title} size="small">
      <div className={`${styles.theme[theme]} ${styles.form}`} data-theme={theme}>
        {redemption.state === 'redeemed' ? (
          <>
            <div role="status">
              <Text weight="strong">Voucher {redemption.code} redeemed.</Text>
              <Text>
                {redemption.packageTitle} is now on your account
                {expires && !Number.isNaN(expires.getTime()) ? ` until ${expiryFormat.format(expires)}` : ''}.
              </Text>
            </div>
            <div className={styles.actions}>
              <Button variant={theme === 'dark' ? 'primary-light' : 'primary-dark'} onClick={onClose}>
                close
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <div className={styles.form}>
              <Text>{text}</Text>
              <TextField
                label="Voucher code"
                name="voucher"
                autoComplete="off"
                value={code}
                onChange={(value) => {
                  setCode(value);
                  if (redemption.state === 'error') setRedemption({ state: 'idle' });
                }}
                error={redemption.state === 'error' ? redemption.message : undefined}
                disabled={pending}
              />
              <div className={styles.actions}>
                <Button
                  type="submit"
                  variant={theme === 'dark' ? 'primary-light' : 'primary-dark'}
                  disabled={pending}
                >
                  {confirmLabel}
                </Button>
                <Button variant={theme === 'dark' ? 'ghost-light' : 'ghost-dark'} onClick={onClose}>
                  cancel
                </Button>
              </div>
              {/* The field shows the error; this announces it the moment it appears. */}
              <div role="alert" className={styles.liveRegion}>
                {redemption.state === 'error' ? redemption.message : ''}
              </div>
              {pending && (
                <Text size="small" tone="muted">
                  Redeeming…
                </Text>
              )}
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
