import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { storyImageKeys } from '../private/fixtures';
import { RichText } from './RichText';

const article = `
<p>The Blues came from behind to beat Rovers 2-1 at the Quayside on Saturday, with a late winner
sending the home end into raptures. <a href="/matches">See all fixtures and results</a>.</p>
<h2>Match report</h2>
<p>Rovers took the lead on 12 minutes against the run of play, but the Blues were level shortly
after the break and pressed for a winner that finally came <strong>in the 89th minute</strong>.</p>
<h3>Key moments</h3>
<ul><li>12' Rovers open the scoring from a corner</li><li>58' Equaliser from the edge of the box</li><li>89' Winner at the far post</li></ul>
<blockquote><p>What a night for the club. The fans carried us over the line.</p></blockquote>
<h3>How it stands</h3>
<table><caption>League table after 12 games</caption><thead><tr><th scope="col">Pos</th><th scope="col">Team</th><th scope="col">P</th><th scope="col">GD</th><th scope="col">Pts</th></tr></thead>
<tbody><tr><td>1</td><td>Blues</td><td>12</td><td>+11</td><td>27</td></tr><tr><td>2</td><td>City</td><td>12</td><td>+8</td><td>25</td></tr></tbody></table>
<h4>Next up</h4>
<ol><li>Away to United, Tuesday 19:45</li><li>Home to Athletic, Saturday 15:00</li></ol>
<p><img src="/images/800x450/${storyImageKeys.match}" alt="The winning goal"></p>
<hr>
<p>Tickets for the next home game are <a href="https://tickets.example.com">on sale now</a>.</p>`;

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: { html: article },
  decorators: [
    (Story) => (
      // Story-only layout: the article reading column.
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack space="xxlarge">
      <RichText html={article} />
      <RichText html={'<p>Sanitised: <b>bold kept</b>, script and inline style removed.</p><script>alert(1)</script><p style="color:red">No red here.</p>'} />
      <RichText html={'<p>A single paragraph of package information, as on the back of a package card.</p>'} />
    </Stack>
  ),
};
