import type { StudioSponsor, StudioSponsorRow } from '@club/api-client';
import { Heading, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { ImageField } from '../../../../studio/ImageField';
import * as styles from '../../../../studio/desk/desk.css';
import { ChildFriendlyField, FormFooter, LinkField, OnOffField } from './DeskFields';
import { Radios } from './Radios';
import { emptySponsorForm, sponsorFormOf, validateSponsorForm } from './sponsorFormState';
import { useDeskForm } from './useDeskForm';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * A sponsor, new in a row or opened to edit: each field checked as it is typed with the platform's own
 * schema. An edit saves against the version it was opened at; someone else's save since is said in words (409).
 */
export function SponsorForm({ sponsor, rows, rowID }: { sponsor?: StudioSponsor; rows: StudioSponsorRow[]; rowID: number }) {
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, set, errorOf, onSubmit, saving, saved, refusal } = useDeskForm({
    initial: () => (sponsor ? sponsorFormOf(sponsor) : emptySponsorForm(rowID)),
    openedVersion: sponsor?.version ?? 0,
    validate: validateSponsorForm,
    send: (body, version) => (sponsor ? studio.commercial.updateSponsor(sponsor.sponsorID, { ...body, version }) : studio.commercial.createSponsor(body)),
    onSaved: async (result) => {
      queryClient.setQueryData(studioKeys.sponsor(result.sponsorID), result);
      await queryClient.invalidateQueries({ queryKey: studioKeys.sponsors });
      if (sponsor) return result.published ? 'Saved. The club site shows the change now.' : 'Saved. The sponsor is unpublished: the club site does not show it.';
      await navigate({ to: '/commercial/sponsors/$sponsorID', params: { sponsorID: String(result.sponsorID) } });
      return null;
    },
    failure: 'The sponsor could not be saved. Check your connection and try again.',
  });
  const row = rows.find((known) => String(known.rowID) === form.rowID);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {sponsor ? 'Edit the sponsor' : 'The sponsor'}
      </Heading>
      <TextField label="Name" name="title" hint="The sponsor's name: what a screen reader hears of the logo." value={form.title} onChange={set('title', 'title')} error={errorOf('title')} />
      <ImageField
        label="Logo"
        name="imageKey"
        desk="commercial"
        hint="Drawn whole inside a 3:2 box on the footer's sponsor rows: 400 by 400 suits it, an SVG logo too."
        saveWhat={sponsor ? 'Save the sponsor to use it.' : 'Create the sponsor to use it.'}
        value={form.imageKey}
        onChange={set('imageKey', 'imageKey')}
        error={errorOf('imageKey')}
      />
      <LinkField label="Link" hint="The sponsor's site, starting https://" value={form.url} onChange={set('url', 'url')} error={errorOf('url')} />
      <Radios legend="Row" name="rowID" value={form.rowID} onChange={set('rowID', 'rowID')} choices={rows.map((known) => ({ value: String(known.rowID), label: known.title }))} />
      <TextField
        label="Place in the row (optional)"
        name="forcedOrder"
        hint={
          row?.forcedOrder
            ? 'This row keeps a set order: 1 first. Sponsors with the same place go in the order they joined the row.'
            : 'This row goes by name: the place counts only if the sponsor moves to a row with a set order.'
        }
        value={form.forcedOrder}
        onChange={set('forcedOrder', 'forcedOrder')}
        error={errorOf('forcedOrder')}
      />
      <ChildFriendlyField what="sponsors" name="isChildFriendly" checked={form.isChildFriendly} onChange={set('isChildFriendly', 'isChildFriendly')} />
      <OnOffField label="Published" name="published" hint="An unpublished sponsor is never shown." checked={form.published} onChange={set('published', 'published')} />
      <FormFooter
        saving={saving}
        submitLabel={sponsor ? 'Save sponsor' : 'Create sponsor'}
        backHref={`/commercial/sponsors?row=${form.rowID || rowID}`}
        backLabel={sponsor ? 'Back to sponsors' : 'Cancel'}
        saved={saved}
        refusal={refusal}
      />
    </form>
  );
}
