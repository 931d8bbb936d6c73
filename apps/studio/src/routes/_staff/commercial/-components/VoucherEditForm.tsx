import { type StudioVoucher, studioVoucherUpdateSchema } from '@club/api-client';
import { Button, Checkbox, Heading, TextField } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { instantToLondonInput, londonInputToInstant } from '../../../../studio/kit/collection';
import { Radios } from '../../../../studio/kit/Radios';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

type Field = 'description' | 'maxRedemptions' | 'redeemableUntil' | 'accessDays';
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * A voucher's terms after it is made: its use limit, expiry, days of access, note and switch, checked as
 * they are typed with the platform's schema and saved against the version it was opened at (409 otherwise).
 * What it grants stays: a different package is a different voucher.
 */
export function VoucherEditForm({ voucher, onSaved }: { voucher: StudioVoucher; onSaved: (message: string) => void }) {
  const studio = useStudioApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(String(voucher.maxRedemptions));
  const [access, setAccess] = useState<'days' | 'forever'>(voucher.accessDays === null ? 'forever' : 'days');
  const [days, setDays] = useState(voucher.accessDays === null ? '31' : String(voucher.accessDays));
  const [expiry, setExpiry] = useState(voucher.redeemableUntil ? instantToLondonInput(voucher.redeemableUntil) : '');
  const [description, setDescription] = useState(voucher.description);
  const [disabled, setDisabled] = useState(voucher.disabledAt !== null);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const parsed = studioVoucherUpdateSchema.safeParse({
    description,
    maxRedemptions: whole(limit),
    redeemableUntil: expiry === '' ? null : londonInputToInstant(expiry),
    accessDays: access === 'forever' ? null : whole(days),
    disabled,
    version: voucher.version,
  });
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  const errorOf = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  const save = useMutation({
    mutationFn: (body: NonNullable<typeof parsed.data>) => studio.commercial.updateVoucher(voucher.code, body),
    onSuccess: async () => {
      onSaved('Saved. Fans who redeem it from now on get the new terms.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.voucher(voucher.code) }),
        queryClient.invalidateQueries({ queryKey: studioKeys.vouchers }),
      ]);
    },
    onError: (error) => setRefusal(refusalOf(error, 'The voucher could not be saved. Check your connection and try again.')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (!parsed.success) {
      setRefusal('Check the fields marked above.');
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        Change the voucher
      </Heading>
      <TextField
        label="Use limit"
        name="limit"
        hint={`How many fans may redeem it; ${voucher.redemptionCount} already have`}
        value={limit}
        onChange={(value) => {
          setLimit(value);
          touch('maxRedemptions');
        }}
        error={errorOf('maxRedemptions')}
      />
      <Radios
        legend="Access lasts"
        name="access"
        value={access}
        onChange={(value) => {
          setAccess(value);
          touch('accessDays');
        }}
        choices={[
          { value: 'days', label: 'A number of days' },
          { value: 'forever', label: 'For good' },
        ]}
      />
      {access === 'days' && (
        <TextField label="Days of access" name="days" hint="From the moment a fan redeems it" value={days} onChange={(value) => {
          setDays(value);
          touch('accessDays');
        }} error={errorOf('accessDays')} />
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-expiry`}>
          Redeemable until (London time)
        </label>
        <p className={styles.hint} id={`${id}-expiry-hint`}>
          Leave empty for a code that never expires.
        </p>
        <input
          className={styles.input}
          id={`${id}-expiry`}
          type="datetime-local"
          value={expiry}
          onChange={(event) => {
          setExpiry(event.target.value);
          touch('redeemableUntil');
        }}
          aria-invalid={errorOf('redeemableUntil') ? true : undefined}
          aria-describedby={`${id}-expiry-hint${errorOf('redeemableUntil') ? ` ${id}-expiry-error` : ''}`}
        />
        {errorOf('redeemableUntil') && (
          <span className={styles.error} id={`${id}-expiry-error`}>
            {errorOf('redeemableUntil')}
          </span>
        )}
      </div>
      <TextField label="Note for staff" name="description" value={description} onChange={(value) => {
          setDescription(value);
          touch('description');
        }} error={errorOf('description')} />
      <Checkbox label="Disabled" name="disabled" hint="Fans who try a disabled code are told it is no longer valid." checked={disabled} onChange={setDisabled} />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save voucher'}
        </Button>
      </div>
      <FormAlert message={refusal} />
    </form>
  );
}
