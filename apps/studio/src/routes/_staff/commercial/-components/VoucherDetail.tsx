import type { StudioVoucherDetail } from '@club/api-client';
import { Button, Text, toIsoDateTime } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { KitForm } from '../../../../studio/kit/KitForm';
import { KitItemPage } from '../../../../studio/kit/KitItemPage';
import { londonDateTime } from '../../../../studio/kit/windowText';
import { voucherCollection } from './voucherCollection';
import { grantText, usesText } from './voucherText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** One voucher: what it grants, its uses and expiry, who redeemed it when, disabling it and changing its terms. */
export function VoucherDetail({ code }: { code: string }) {
  const studio = useStudioApi();
  return (
    <KitItemPage
      param={code}
      parse={(param) => param.trim() || null}
      query={(id) => deskQueries.voucher(studio, id)}
      noun="voucher"
      notFound="There is no voucher with that code."
      listHref="/commercial/vouchers"
      listLabel="All vouchers"
      heading={({ voucher }) => `Voucher ${voucher.code}`}
      badge={({ voucher }) => voucherCollection.columns.badge(voucher)}
      about={({ voucher }) => grantText(voucher)}
    >
      {(detail) => <VoucherPanel detail={detail} />}
    </KitItemPage>
  );
}

function VoucherPanel({ detail: { voucher, redemptions } }: { detail: StudioVoucherDetail }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The form opens again on what is stored after Disable it (a save of its own), not on what it was opened at.
  const [disables, setDisables] = useState(0);
  const disable = useMutation({
    mutationFn: () => studio.commercial.disableVoucher(voucher.code),
    onSuccess: async (disabled) => {
      queryClient.setQueryData(studioKeys.voucher(voucher.code), (previous: unknown) => voucherCollection.cached?.(disabled, previous));
      setConfirming(false);
      setDisables((count) => count + 1);
      await queryClient.invalidateQueries({ queryKey: studioKeys.vouchers });
    },
    onError: (failure) => setRefusal(refusalOf(failure, 'The voucher could not be disabled. Try again.')),
  });

  return (
    <>
      <section className={styles.panel} aria-label="The voucher">
        <dl className={styles.facts}>
          <dt>Grants</dt>
          <dd>
            {grantText(voucher)} ({voucher.entitlements.join(', ') || 'nothing on sale now'})
          </dd>
          <dt>Uses</dt>
          <dd>{usesText(voucher)}</dd>
          <dt>Redeemable until</dt>
          <dd>{voucher.redeemableUntil ? <time dateTime={toIsoDateTime(voucher.redeemableUntil)}>{londonDateTime(voucher.redeemableUntil)} (London)</time> : 'No expiry'}</dd>
          <dt>Made</dt>
          <dd>
            <time dateTime={toIsoDateTime(voucher.createdAt)}>{londonDateTime(voucher.createdAt)}</time>
            {voucher.createdBy ? ` by ${voucher.createdBy}` : ' with the club’s data'}
          </dd>
          {voucher.description && (
            <>
              <dt>Note</dt>
              <dd>{voucher.description}</dd>
            </>
          )}
          {voucher.disabledAt && (
            <>
              <dt>Disabled</dt>
              <dd>
                <time dateTime={toIsoDateTime(voucher.disabledAt)}>{londonDateTime(voucher.disabledAt)}</time>
              </dd>
            </>
          )}
        </dl>
        {voucher.status !== 'disabled' && (
          <div className={styles.actions}>
            {confirming ? (
              <>
                <Text>Fans who try {voucher.code} will be told it is no longer valid. Those who redeemed it keep what they got.</Text>
                <Button onClick={() => disable.mutate()} aria-disabled={disable.isPending || undefined}>
                  {disable.isPending ? 'Disabling…' : 'Disable it'}
                </Button>
                <Button variant="ghost-dark" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button variant="ghost-dark" onClick={() => setConfirming(true)}>
                Disable voucher
              </Button>
            )}
          </div>
        )}
        <FormAlert message={refusal} />
      </section>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption>Redemptions ({redemptions.length})</caption>
          <thead>
            <tr>
              <th scope="col">Fan</th>
              <th scope="col">Redeemed (London)</th>
            </tr>
          </thead>
          <tbody>
            {redemptions.length === 0 && (
              <tr>
                <td colSpan={2}>Nobody has redeemed it yet.</td>
              </tr>
            )}
            {redemptions.map((redemption) => (
              <tr key={redemption.userSub}>
                <td>{redemption.email || 'A deleted account'}</td>
                <td>
                  <time dateTime={toIsoDateTime(redemption.redeemedAt)}>{londonDateTime(redemption.redeemedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KitForm key={disables} collection={voucherCollection} item={voucher} extra={{ options: null, redeemed: voucher.redemptionCount }} />
    </>
  );
}
