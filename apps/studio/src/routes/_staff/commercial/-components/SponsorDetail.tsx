import { sponsorNotFoundMessage } from '@club/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DeleteItem } from '../../../../studio/kit/DeleteItem';
import { KitForm } from '../../../../studio/kit/KitForm';
import { KitItemPage, originText } from '../../../../studio/kit/KitItemPage';
import { sponsorCollection } from './sponsorCollection';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

export function SponsorDetail({ sponsorId }: { sponsorId: string }) {
  const studio = useStudioApi();
  const rows = useQuery(deskQueries.sponsors(studio, {}));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <KitItemPage
      param={sponsorId}
      query={(id) => deskQueries.sponsor(studio, id)}
      noun="sponsor"
      notFound={sponsorNotFoundMessage}
      listHref="/commercial/sponsors"
      listLabel="All sponsors"
      waitFor={rows.status}
      heading={(sponsor) => sponsor.title}
      badge={sponsorCollection.columns.badge}
      about={originText}
    >
      {(sponsor) =>
        rows.data && (
          <>
            <KitForm collection={sponsorCollection} item={sponsor} extra={{ rows: rows.data.rows, rowID: sponsor.rowID ?? rows.data.row }} />
            <DeleteItem
              what="sponsor"
              question={`Delete “${sponsor.title}”? It goes from the club site’s footer at once, and the demo world will not bring it back. This cannot be undone.`}
              onDelete={() => studio.commercial.deleteSponsor(sponsor.sponsorID, { version: sponsor.version })}
              afterDelete={async () => {
                queryClient.removeQueries({ queryKey: studioKeys.sponsor(sponsor.sponsorID) });
                await queryClient.invalidateQueries({ queryKey: studioKeys.sponsors });
                await navigate({ to: '/commercial/sponsors', search: sponsor.rowID ? { row: sponsor.rowID } : {} });
              }}
            />
          </>
        )
      }
    </KitItemPage>
  );
}
