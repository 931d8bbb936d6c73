import { hub } from '../nodes';
import { article, facts, html, mail } from './content';

export const kids = hub(
  'kids',
  'Kids',
  'Mascots, parties, the Family Stand and more for the youngest Blues fans.',
  [
    hub(
      'matchday-mascots',
      'Matchday Mascots',
      'Lead the Blues out at The Quayside: everything about becoming a matchday mascot.',
      [
        article(
          'mascot-packages',
          'Mascot Packages',
          'Matchday mascot packages for children aged 5 to 11: walk out with the captain at The Quayside, from £195.',
          html`
            <p>Our mascot package includes a full home kit, a stadium tour, a photograph with the players and walking out of the tunnel with the captain. Packages are for children aged 5 to 11 and sell out early each season.</p>
            <h2>Packages for 2025/26</h2>
            <table>
              <caption>Matchday mascot packages, 2025/26</caption>
              <thead>
                <tr><th>Package</th><th>What's included</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Lead mascot</td><td>Walk out with the captain, coin toss, home kit, stadium tour, four Family Stand tickets, framed photo</td><td>£295</td></tr>
                <tr><td>Team mascot</td><td>Walk out with a player, home kit, stadium tour, four Family Stand tickets, photo</td><td>£195</td></tr>
                <tr><td>Women's team mascot</td><td>Walk out with Blues Women, home kit, four tickets, photo</td><td>£85</td></tr>
              </tbody>
            </table>
            <p>Eleven team mascots and one lead mascot walk out at every men's home league game. Young Blues members get 10% off.</p>
            <h2>How to book</h2>
            <p>Mascot dates for the whole season go on sale in July. Call the ticket office on ${facts.ticketOffice} or email ${mail(facts.email.tickets)}. See <a href="/kids/matchday-mascots/what-to-expect">what to expect on the day</a>.</p>
          `,
        ),
        article(
          'what-to-expect',
          'What to Expect on the Day',
          "A matchday mascot's day at The Quayside, from arriving two hours before kick-off to walking out with the team.",
          html`
            <p>Mascots and their families arrive two hours before kick-off and are looked after by our mascot coordinator throughout. After the warm-up there is time for a kick-about on the pitch before the teams come out.</p>
            <h2>The timetable</h2>
            <table>
              <caption>A mascot's day for a 3pm kick-off</caption>
              <thead>
                <tr><th>Time</th><th>What happens</th></tr>
              </thead>
              <tbody>
                <tr><td>1pm</td><td>Meet the mascot coordinator at the Lighthouse Stand reception</td></tr>
                <tr><td>1.10pm</td><td>Change into your kit and take a short stadium tour</td></tr>
                <tr><td>1.45pm</td><td>Photographs with the players in the dressing room corridor</td></tr>
                <tr><td>2.20pm</td><td>Kick-about on the pitch while the players warm up</td></tr>
                <tr><td>2.55pm</td><td>Walk out with the teams</td></tr>
                <tr><td>3pm</td><td>Join your family in the Family Stand for the game</td></tr>
              </tbody>
            </table>
            <h2>What to bring</h2>
            <ul>
              <li>Your booking confirmation</li>
              <li>Shin pads and football boots (moulded studs only) or trainers</li>
              <li>A warm layer for the walk out on cold days</li>
            </ul>
            <p>One parent or carer can stay with the mascot throughout. Photographs are emailed to you within a week.</p>
          `,
        ),
        article(
          'mascot-faqs',
          'Mascot FAQs',
          'Answers to common questions about matchday mascot packages at The Quayside: ages, tickets, dates and additional needs.',
          html`
            <p>Each package includes two adult and two child tickets in the Family Stand so the whole family can watch the game. Here are the answers to the other questions parents ask us.</p>
            <h3>How old does my child need to be?</h3>
            <p>Between 5 and 11 on the day of the match.</p>
            <h3>When will I know the date?</h3>
            <p>Mascot dates are confirmed in the summer once the fixture list is published. If a game is moved for television or postponed, we will offer you the rearranged game or another date.</p>
            <h3>Can I buy extra tickets?</h3>
            <p>Yes, extra Family Stand tickets can be bought at the usual price, and we will seat your group together.</p>
            <h3>My child has additional needs. Can they still be a mascot?</h3>
            <p>Absolutely. Tell us when booking and our mascot coordinator will plan the day with you, including a quiet place to wait and a visit beforehand if it helps.</p>
            <h3>Can I cancel?</h3>
            <p>Packages can be moved to another date with 28 days' notice. Refunds are not available unless the club cancels.</p>
            <p>Any other questions? Call ${facts.ticketOffice}.</p>
          `,
        ),
      ],
    ),
    article(
      'matchday-activities',
      'Matchday Activities',
      'Free activities in the Family Zone before every Blues home game: face painting, a speed-kick cage and a visit from Bosun.',
      html`
        <p>Before every home game the Family Zone behind the Family Stand has face painting, a speed-kick cage and a visit from Bosun the mascot. Activities are free with a match ticket and start 90 minutes before kick-off.</p>
        <h2>In the Family Zone</h2>
        <ul>
          <li>Face painting in blue and white</li>
          <li>The speed-kick cage: the fastest shot of the day wins a signed ball</li>
          <li>Inflatable goals and a penalty shoot-out against Bosun</li>
          <li>Colouring and a matchday quiz for younger children</li>
          <li>Birthday shout-outs on the big screen (send names to the ticket office by noon on Friday)</li>
        </ul>
        <h2>During the game</h2>
        <p>Half-time penalty challenges on the pitch for two Young Blues members, chosen by prize draw. After selected games, players sign autographs by the Family Stand.</p>
        <p>The Family Zone is next to the <a href="/kids/family-stand">Family Stand</a> and has baby-changing facilities and a quiet corner.</p>
      `,
    ),
    article(
      'strikers-family-lounge',
      'Strikers Family Lounge',
      "The Strikers Family Lounge is a relaxed matchday hospitality space for families, with a children's menu and games.",
      html`
        <p>The Strikers Family Lounge is a relaxed hospitality space for families, with a kids' menu, games consoles and colouring tables. Children can have their photo taken with the match ball before kick-off.</p>
        <h2>What's included</h2>
        <ul>
          <li>Two-course lunch with a children's menu</li>
          <li>Games consoles, table football and colouring tables</li>
          <li>A visit from Bosun and a photograph with the match ball</li>
          <li>Seats together in the Family Stand</li>
        </ul>
        <p>Book the Strikers Family Lounge as part of <a href="/hospitality/packages/family-hospitality">Family Hospitality</a>, from £35 for children and £65 for adults. On non-matchdays the lounge hosts <a href="/kids/birthday-parties">birthday parties</a>.</p>
      `,
    ),
    article(
      'family-stand',
      'Family Stand',
      'The Family Stand at The Quayside is set aside for families, with junior tickets from £5 and stewards trained to help children.',
      html`
        <p>The Family Stand at The Quayside is set aside for families, with junior tickets from £5 and stewards trained to help children find their way. Adults can only buy tickets here when accompanied by a child.</p>
        <table>
          <caption>Family Stand prices, men's home league games 2025/26 (Category A / B)</caption>
          <thead>
            <tr><th>Age band</th><th>Price</th></tr>
          </thead>
          <tbody>
            <tr><td>Adult</td><td>£20 / £18</td></tr>
            <tr><td>Over 65</td><td>£14 / £12</td></tr>
            <tr><td>18 to 21 and students</td><td>£12 / £10</td></tr>
            <tr><td>Under 18 (12 to 17)</td><td>£8 / £6</td></tr>
            <tr><td>Under 12</td><td>£5 / £5</td></tr>
          </tbody>
        </table>
        <h2>Why families love it</h2>
        <ul>
          <li>The <a href="/kids/matchday-activities">Family Zone</a> is right behind the stand</li>
          <li>Kiosks with kids' meal deals and smaller portions</li>
          <li>Baby-changing facilities and the <a href="/fans-disabilities/sensory-room">sensory room</a></li>
          <li>A lost-child point at the top of the stand, staffed by trained stewards</li>
        </ul>
        <p>Buy <a href="/tickets/match-tickets">match tickets</a> online or call ${facts.ticketOffice}. Season seats are available with <a href="/tickets/memberships/young-blues">Young Blues</a> and <a href="/tickets/memberships/adult">Adult</a> memberships.</p>
      `,
    ),
    article(
      'junior-fans-forum',
      'Junior Fans Forum',
      'The Junior Fans Forum gives young Blues supporters aged 8 to 16 a say in how the club is run.',
      html`
        <p>The Junior Fans Forum gives young supporters aged 8 to 16 a say in how the club is run, from matchday music to the design of the Family Zone. The forum meets four times a season, once with the first-team manager.</p>
        <h2>What members do</h2>
        <ul>
          <li>Share ideas about matchdays, the Family Stand and the website</li>
          <li>Interview a first-team player for the matchday programme</li>
          <li>Take part in the Christmas visit to Brackwater General Hospital</li>
        </ul>
        <h2>Meeting dates, 2025/26</h2>
        <ul>
          <li>Saturday 18 October 2025</li>
          <li>Saturday 17 January 2026, with head coach Gareth Reid</li>
          <li>Saturday 14 March 2026</li>
          <li>Saturday 16 May 2026</li>
        </ul>
        <h2>How to join</h2>
        <p>The forum has 16 places, chosen each summer from applications by <a href="/tickets/memberships/young-blues">Young Blues</a> members. A parent or carer must attend every meeting. Email ${mail(facts.email.supporters)} to apply.</p>
      `,
    ),
    article(
      'birthday-parties',
      'Birthday Parties',
      'Birthday parties at The Quayside with a stadium tour, a football session and party food, from £18 per child.',
      html`
        <p>Celebrate a birthday at The Quayside with a party in the Strikers Family Lounge, a stadium tour and a football session on the community pitch. Every birthday child gets a Blues goodie bag to take home.</p>
        <h2>Party packages</h2>
        <table>
          <caption>Birthday party packages (minimum 10 children)</caption>
          <thead>
            <tr><th>Package</th><th>What's included</th><th>Price per child</th></tr>
          </thead>
          <tbody>
            <tr><td>Kick-off</td><td>One-hour football session, party food in the Strikers Family Lounge</td><td>£18</td></tr>
            <tr><td>Full time</td><td>Stadium tour, football session, party food, a visit from Bosun</td><td>£25</td></tr>
            <tr><td>Extra time</td><td>Everything in Full Time plus a signed ball and a birthday cake</td><td>£32</td></tr>
          </tbody>
        </table>
        <ul>
          <li>Parties run on Saturdays and Sundays when there is no home game, and in school holidays.</li>
          <li>Parties are for children aged 5 to 12; up to 24 children.</li>
          <li>Adults go free, with tea and coffee included.</li>
        </ul>
        <p>Book on ${facts.events} or at ${mail(facts.email.events)}.</p>
      `,
    ),
  ],
  { published: '2024-07-15 09:00' },
);
