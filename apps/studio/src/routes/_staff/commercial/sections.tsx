import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { SectionSlots } from './-components/SectionSlots';
import { loadDesk } from '../../../studio/desk/loadDesk';
import { deskQueries } from '../../../studio/desk/deskQueries';

/** The section sponsor slots: each one's name, web or app, active, and its sponsors in order. */
export const Route = createFileRoute('/_staff/commercial/sections')({
  loader: ({ context }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.sectionSlots(studio))),
  head: () => ({ meta: [{ title: `Section sponsors | ${siteName}` }] }),
  component: SectionSlots,
});
