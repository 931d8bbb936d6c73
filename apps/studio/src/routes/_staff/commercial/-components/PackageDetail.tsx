import { ApiError, packageNotFoundMessage, type StudioPackage } from '@club/api-client';
import { Button, Checkbox, Heading, Loader, Text, TextField, TextLink } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { packageFormOf, validatePackageForm, type PackageField, type PackageFormState } from './packageFormState';
import { packageTypeLabels, priceText } from './packageText';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

export function PackageDetail({ packageId }: { packageId: string }) {
  const studio = useStudioApi();
  const { data, status, error } = useQuery(deskQueries.package(studio, packageId));
  if (status === 'pending') return <Loader label="Loading the package" />;
  if (status === 'error') {
    return (
      <div className={styles.page}>
        <Heading level={2} as="h1">
          Package
        </Heading>
        <Text tone="critical">{error instanceof ApiError && error.statusCode === 404 ? packageNotFoundMessage : 'The package could not be loaded. Reload the page to try again.'}</Text>
        <TextLink href="/commercial/packages">All packages</TextLink>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          {data.title}
        </Heading>
        <span className={styles.badge} data-state={data.onSale ? 'active' : 'disabled'}>
          {data.onSale ? 'On sale' : 'Off sale'}
        </span>
      </div>
      <Text tone="muted">
        {packageTypeLabels[data.packageType]} · {data.prices.map(priceText).join(' · ')}
      </Text>
      <PackageForm pkg={data} />
    </div>
  );
}

/**
 * Name, description, prices and on sale or not, each checked as it is typed with the platform's schema.
 * Saves against the version it was opened at: someone else's save since is said in words (409).
 */
function PackageForm({ pkg }: { pkg: StudioPackage }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PackageFormState>(() => packageFormOf(pkg));
  const [version, setVersion] = useState(pkg.version);
  const [touched, setTouched] = useState<Partial<Record<PackageField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const checked = validatePackageForm(form, version);
  const errorOf = (field: PackageField) => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);
  const change = (next: Partial<PackageFormState>, field: PackageField) => {
    setForm((current) => ({ ...current, ...next }));
    setTouched((current) => ({ ...current, [field]: true }));
    setSaved(null);
  };
  const setPrice = (index: number, key: 'amount' | 'was', field: PackageField) => (value: string) =>
    change({ prices: form.prices.map((price, at) => (at === index ? { ...price, [key]: value } : price)) }, field);

  const save = useMutation({
    mutationFn: (body: NonNullable<typeof checked.body>) => studio.commercial.updatePackage(pkg.id, body),
    onSuccess: async (result) => {
      setVersion(result.version);
      queryClient.setQueryData(studioKeys.package(pkg.id), result);
      await queryClient.invalidateQueries({ queryKey: studioKeys.packages });
      await queryClient.invalidateQueries({ queryKey: studioKeys.grantOptions });
      setSaved(result.onSale ? 'Saved. The club site and checkout use the new details now.' : 'Saved. The package is off sale: fans cannot buy it.');
    },
    onError: (error) => setRefusal(refusalOf(error, 'The package could not be saved. Check your connection and try again.')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    setSaved(null);
    if (!checked.body) {
      setRefusal('Check the fields marked above.');
      return;
    }
    save.mutate(checked.body);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="The package">
      <TextField label="Name" name="title" value={form.title} onChange={(value) => change({ title: value }, 'title')} error={errorOf('title')} />
      <TextField
        label="Description"
        name="description"
        hint="One or two sentences on the package card"
        value={form.description}
        onChange={(value) => change({ description: value }, 'description')}
        error={errorOf('description')}
      />
      {pkg.prices.map((price, index) => {
        const label = price.interval ? `Price a ${price.interval}` : 'Price';
        return (
          <fieldset key={price.key} className={`${styles.panel} ${styles.wide}`}>
            <legend className={styles.label}>{price.interval ? `${price.interval === 'month' ? 'Monthly' : 'Yearly'} price` : 'One-off price'}</legend>
            <TextField
              label={`${label} (£)`}
              name={`amount-${index}`}
              hint={`Now ${priceText(price)}; grants ${price.entitlements.join(', ')}`}
              value={form.prices[index]?.amount ?? ''}
              onChange={setPrice(index, 'amount', `prices.${index}.amount`)}
              error={errorOf(`prices.${index}.amount`)}
            />
            <TextField
              label={`Struck-through "was" price (£)`}
              name={`was-${index}`}
              hint="Leave empty for none"
              value={form.prices[index]?.was ?? ''}
              onChange={setPrice(index, 'was', `prices.${index}.strikethroughAmount`)}
              error={errorOf(`prices.${index}.strikethroughAmount`)}
            />
          </fieldset>
        );
      })}
      <Checkbox
        label="On sale"
        name="onSale"
        hint="Off sale: not listed on the sites and not sold; what fans already hold stays theirs."
        checked={form.onSale}
        onChange={(value) => change({ onSale: value }, 'onSale')}
      />
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save package'}
        </Button>
        <Button href="/commercial/packages" variant="ghost-dark">
          Back to packages
        </Button>
      </div>
      <div className={styles.wide} aria-live="polite">
        {saved && <Text>{saved}</Text>}
      </div>
      <div className={styles.wide}>
        <FormAlert message={refusal} />
      </div>
    </form>
  );
}
