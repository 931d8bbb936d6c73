import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ProgressBar, progressStatuses, type ProgressStatus } from './ProgressBar';

// Drives the bar as a router would: each button is a navigation event.
function Controls({ initial = 'loading' }: { initial?: ProgressStatus }) {
  const [status, setStatus] = useState<ProgressStatus>(initial);
  return (
    <Stack space="medium">
      <Text>{`status: ${status}`}</Text>
      <Inline space="small">
        <Button size="small" onClick={() => setStatus('loading')}>
          Start navigation
        </Button>
        <Button size="small" variant="ghost-dark" onClick={() => setStatus('succeeded')}>
          Loaded
        </Button>
        <Button size="small" variant="ghost-dark" onClick={() => setStatus('failed')}>
          Failed
        </Button>
      </Inline>
      <ProgressBar status={status} />
    </Stack>
  );
}

// Cycles loading → succeeded → loading → failed, so every data-state shows in turn.
const cycle: { status: ProgressStatus; ms: number }[] = [
  { status: 'loading', ms: 2500 },
  { status: 'succeeded', ms: 1500 },
  { status: 'loading', ms: 2500 },
  { status: 'failed', ms: 3000 },
];

function Cycle() {
  const [step, setStep] = useState(0);
  const current = cycle[step % cycle.length] ?? { status: 'idle', ms: 1000 };
  useEffect(() => {
    const id = setTimeout(() => setStep((value) => value + 1), current.ms);
    return () => clearTimeout(id);
  }, [current.ms, step]);
  return (
    <Stack space="medium">
      <Text>{`status: ${current.status} (the bar is along the top of the frame)`}</Text>
      <ProgressBar status={current.status} />
    </Stack>
  );
}

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { status: 'loading' },
  argTypes: { status: { control: 'inline-radio', options: progressStatuses } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Interactive: Story = { render: () => <Controls /> };

export const AllStates: Story = { name: 'All states', render: () => <Cycle /> };
