import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../Stack/Stack';
import { Pagination } from './Pagination';

// Owns the page as the search panel would.
function Demo({ initialPage, pageCount, total }: { initialPage: number; pageCount: number; total?: number }) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onChange={setPage}
      label={`Pagination, ${pageCount} pages from page ${initialPage}`}
      results={total === undefined ? undefined : { pageSize: 8, total }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 2, pageCount: 16, onChange: () => {}, results: { pageSize: 8, total: 124 } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchPanel: Story = {
  render: () => <Demo initialPage={2} pageCount={16} total={124} />,
};

export const AsLinks: Story = {
  args: { page: 3, pageCount: 12, onChange: undefined, hrefFor: (page: number) => `/news?page=${page}`, results: undefined },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xlarge">
      <Demo initialPage={1} pageCount={20} total={160} />
      <Demo initialPage={9} pageCount={20} total={160} />
      <Demo initialPage={20} pageCount={20} total={157} />
      <Demo initialPage={3} pageCount={5} />
      <Demo initialPage={1} pageCount={1} total={5} />
      <Pagination page={4} pageCount={12} label="Links from page 4" hrefFor={(page) => `/news?page=${page}`} />
    </Stack>
  ),
};
