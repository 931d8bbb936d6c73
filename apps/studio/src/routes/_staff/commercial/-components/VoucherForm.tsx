import { ApiError, type StudioGrantOptions } from '@club/api-client';
import { Button, Heading, Loader, Select, Text, TextField } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { Radios } from '../../../../studio/kit/Radios';
import { emptyVoucherForm, validateVoucherForm, type VoucherField, type VoucherFormState } from './voucherFormState';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** A new voucher: each field checked as it is typed with the platform's own schema, a typed code checked for clashes. */
export function VoucherForm() {
  const studio = useStudioApi();
  const options = useQuery(deskQueries.grantOptions(studio));
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        New voucher
      </Heading>
      {options.status === 'pending' && <Loader label="Loading packages" />}
      {options.status === 'error' && <Text tone="critical">The packages could not be loaded. Reload the page to try again.</Text>}
      {options.status === 'success' && <VoucherFields options={options.data} />}
    </div>
  );
}

function VoucherFields({ options }: { options: StudioGrantOptions }) {
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<VoucherFormState>(emptyVoucherForm);
  const [touched, setTouched] = useState<Partial<Record<VoucherField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const set = <K extends keyof VoucherFormState>(key: K, field: VoucherField) => (value: VoucherFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value, ...(key === 'packageId' ? { priceId: '' } : {}) }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const checked = validateVoucherForm(form);
  const errorOf = (field: VoucherField) => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);

  // A typed code that is valid is looked up as it is typed: taken or free, before anyone presses Create.
  const typedCode = form.codeMode === 'type' && !checked.errors?.code ? form.code.trim().toUpperCase() : '';
  const clash = useQuery({
    queryKey: studioKeys.voucherCode(typedCode),
    queryFn: async () => {
      try {
        await studio.commercial.voucher(typedCode);
        return 'taken' as const;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return 'free' as const;
        throw error;
      }
    },
    enabled: typedCode !== '',
    staleTime: 5_000,
    retry: false,
  });
  const codeError = errorOf('code') ?? (typedCode && clash.data === 'taken' ? 'That code is already used by another voucher.' : undefined);

  const create = useMutation({
    mutationFn: studio.commercial.createVoucher,
    onSuccess: async (voucher) => {
      await queryClient.invalidateQueries({ queryKey: studioKeys.vouchers });
      await navigate({ to: '/commercial/vouchers/$code', params: { code: voucher.code } });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The voucher could not be made. Check your connection and try again.')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (!checked.body || codeError) {
      setRefusal('Check the fields marked above.');
      return;
    }
    create.mutate(checked.body);
  };

  const pkg = options.packages.find((candidate) => candidate.id === form.packageId);
  const price = pkg?.prices.find((candidate) => candidate.id === form.priceId);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-intro`}>
      <p className={`${styles.hint} ${styles.wide}`} id={`${id}-intro`}>
        A fan types the code in the voucher box on the club site or the streaming site and gets the package at once.
      </p>
      <Radios
        legend="Code"
        name="codeMode"
        value={form.codeMode}
        onChange={set('codeMode', 'code')}
        choices={[
          { value: 'generate', label: 'Make one up for me' },
          { value: 'type', label: 'Type my own' },
        ]}
      />
      {form.codeMode === 'type' ? (
        <div>
          <TextField label="Voucher code" name="code" hint="Capital letters, digits and hyphens, e.g. SPRING-PASS" value={form.code} onChange={set('code', 'code')} error={codeError} />
          <p className={styles.hint} aria-live="polite">
            {typedCode && clash.data === 'free' ? `${typedCode} is free.` : ''}
          </p>
        </div>
      ) : (
        <p className={styles.hint}>The code is made when you create the voucher, like BLUES-7KQ2-M9XP.</p>
      )}
      <Select
        label="Package"
        name="packageId"
        placeholder="Choose a package"
        options={options.packages.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        value={form.packageId}
        onChange={set('packageId', 'packageId')}
        error={errorOf('packageId')}
      />
      <Select
        label="Price it stands for"
        name="priceId"
        placeholder={pkg ? 'Choose a price' : 'Choose a package first'}
        options={(pkg?.prices ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label }))}
        value={form.priceId}
        onChange={set('priceId', 'priceId')}
        error={errorOf('priceId')}
        {...(price ? { hint: `Grants ${price.entitlements.join(', ')}` } : {})}
      />
      <Radios
        legend="Uses"
        name="uses"
        value={form.uses}
        onChange={set('uses', 'maxRedemptions')}
        choices={[
          { value: 'single', label: 'Single use' },
          { value: 'multi', label: 'Many fans' },
        ]}
      />
      {form.uses === 'multi' ? (
        <TextField label="Use limit" name="limit" hint="How many fans may redeem it" value={form.limit} onChange={set('limit', 'maxRedemptions')} error={errorOf('maxRedemptions')} />
      ) : (
        <p className={styles.hint}>One fan may redeem it, once.</p>
      )}
      <Radios
        legend="Access lasts"
        name="access"
        value={form.access}
        onChange={set('access', 'accessDays')}
        choices={[
          { value: 'days', label: 'A number of days' },
          { value: 'forever', label: 'For good' },
        ]}
      />
      {form.access === 'days' ? (
        <TextField label="Days of access" name="days" hint="Counted from the moment the fan redeems it" value={form.days} onChange={set('days', 'accessDays')} error={errorOf('accessDays')} />
      ) : (
        <p className={styles.hint}>The fan keeps the package for good.</p>
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
          value={form.expiry}
          onChange={(event) => set('expiry', 'redeemableUntil')(event.target.value)}
          aria-invalid={errorOf('redeemableUntil') ? true : undefined}
          aria-describedby={`${id}-expiry-hint${errorOf('redeemableUntil') ? ` ${id}-expiry-error` : ''}`}
        />
        {errorOf('redeemableUntil') && (
          <span className={styles.error} id={`${id}-expiry-error`}>
            {errorOf('redeemableUntil')}
          </span>
        )}
      </div>
      <TextField label="Note for staff" name="description" hint="Where the code is used, e.g. Spring flyer (optional)" value={form.description} onChange={set('description', 'description')} error={errorOf('description')} />
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          {create.isPending ? 'Creating…' : 'Create voucher'}
        </Button>
        <Button href="/commercial/vouchers" variant="ghost-dark">
          Cancel
        </Button>
      </div>
      <div className={styles.wide}>
        <FormAlert message={refusal} />
      </div>
    </form>
  );
}
