import { hub } from '../nodes';
import { article, facts, html, mail } from './content';

/** The grounds the Blues visit in the 2025/26 National League (the matches module's clubs). */
const awayGrounds: [club: string, ground: string][] = [
  ['Ashvale Borough', 'Borough Park'],
  ['Corrow Albion', 'Albion Road'],
  ['Dunmere Wanderers', 'Moorside'],
  ['Eastholme United', 'Holme Road'],
  ['Fallowfield Town', 'Field Mill'],
  ['Glenbrook FC', 'Brook Street'],
  ['Harbury Town', 'Mill Lane'],
  ['Hollins Green', 'The Green'],
  ['Kingsbridge Rovers', 'Rovers Park'],
  ['Lanmouth Athletic', 'Harbourside'],
  ['Marlow Heath', 'Heath Lane'],
  ['Northgate County', 'County Park'],
  ['Oakhurst Rangers', 'Oak Lane'],
  ['Pentreath City', 'City Ground'],
  ['Porthallow FC', 'Cliff Road'],
  ['Redcliffe United', 'Red Lane'],
  ['Saltmarsh Athletic', 'The Flats'],
  ['Stannary Town', "Tinner's Way"],
  ['Wyecombe FC', 'The Meadow'],
];

export const fans = hub(
  'fans',
  'Fans',
  'Guides, forums and ways to get involved for every Blues supporter.',
  [
    article(
      'blues-bar',
      'The Blues Bar',
      'The Blues Bar under the Dockside Stand is open to all supporters before and after every home game, with local ales and live music.',
      html`
        <p>The Blues Bar under the Dockside Stand is open to all supporters from two hours before kick-off, with local ales, big screens showing the early game and live music on Saturdays. Children are welcome with an adult until 30 minutes before kick-off.</p>
        <h2>Opening times</h2>
        <table>
          <caption>Blues Bar opening times</caption>
          <thead>
            <tr><th>When</th><th>Open</th></tr>
          </thead>
          <tbody>
            <tr><td>Saturday home games</td><td>From 1pm until 7pm</td></tr>
            <tr><td>Midweek home games</td><td>From 5.45pm until 11pm</td></tr>
            <tr><td>Away games</td><td>Screenings of selected away games, from an hour before kick-off</td></tr>
            <tr><td>Quiz night</td><td>First Thursday of every month, from 7pm</td></tr>
          </tbody>
        </table>
        <h2>Food and drink</h2>
        <ul>
          <li>Old Harbour Brewery ales on draught, including the Blues' own Anchor Bitter</li>
          <li>Puffin Pies, hot dogs and vegan sausage rolls</li>
          <li>Soft drinks, tea and coffee</li>
        </ul>
        <p>The bar is cashless, and entry is free with any match ticket. <a href="/tickets/memberships/blues-bar">Blues Bar members</a> have reserved tables. Away supporters are not admitted.</p>
      `,
    ),
    article(
      'supporter-guides',
      'Supporter Guides',
      'Guides to every ground the Blues visit in the 2025/26 National League: travel, parking, the away end and where to eat.',
      html`
        <p>Visiting another ground this season? Our supporter guides cover travel, parking, the away end and where to eat for every ground the Blues visit in the league.</p>
        <h2>Grounds we visit in 2025/26</h2>
        <ul>
          ${awayGrounds.map(([club, ground]) => `<li>${club}, ${ground}</li>`).join('')}
        </ul>
        <h2>Every guide includes</h2>
        <ul>
          <li>The ground's address and the nearest railway station</li>
          <li>Parking and the official coach drop-off point</li>
          <li>Away end prices, turnstiles and accessible facilities</li>
          <li>Pubs that welcome away fans, recommended by our supporters</li>
        </ul>
        <p>Guides are sent to everyone who books an away ticket or an <a href="/tickets/away-travel">official coach</a>. Spotted something that has changed? Tell our supporter liaison officer at ${mail(facts.email.supporters)}.</p>
      `,
    ),
    article(
      'first-time-fan-guide',
      'First-Time Fan Guide',
      'Everything you need for your first Blues game at The Quayside: getting here, what to bring and where to sit.',
      html`
        <p>Coming to The Quayside for the first time? Arrive early, pick up a programme at the Harbour Road kiosk and join in with 'Blue Tide Rising' when the teams come out. Our first-time fan guide covers getting here, what to bring and where to sit.</p>
        <h2>Choosing a seat</h2>
        <ul>
          <li><strong>Lighthouse Stand:</strong> the main stand, with the best view of the whole pitch.</li>
          <li><strong>Dockside Stand:</strong> lively, with the Blues Bar underneath.</li>
          <li><strong>Harbour End:</strong> the loudest part of the ground, with safe standing.</li>
          <li><strong>Family Stand:</strong> for families, with the cheapest tickets for children.</li>
        </ul>
        <p>Adult tickets start at £18 in advance. See <a href="/tickets/match-tickets">Match Tickets</a> for all prices.</p>
        <h2>On the day</h2>
        <ol>
          <li>Travel by train or bus: there is no general parking at the ground. See <a href="/club/the-quayside">The Quayside</a> for directions.</li>
          <li>Arrive an hour before kick-off to soak up the atmosphere in the <a href="/fans/blues-bar">Blues Bar</a> or the <a href="/kids/matchday-activities">Family Zone</a>.</li>
          <li>Bring your ticket on your phone and a bag no bigger than A4.</li>
          <li>Bring a card or phone to pay: the stadium is cashless.</li>
        </ol>
        <h2>Songs to learn</h2>
        <p>'Blue Tide Rising' as the teams walk out, and 'Anchors Away' whenever we score.</p>
        <p>Any questions? Read the <a href="/tickets/information/matchday-faqs">Matchday FAQs</a> or call ${facts.ticketOffice}.</p>
      `,
    ),
    article(
      'fans-forum',
      'Fans Forum',
      "The Fans Forum brings elected supporter representatives together with the club's board every quarter.",
      html`
        <p>The Fans Forum brings elected supporter representatives together with the club's board every quarter. Minutes of each meeting are published here within a month.</p>
        <h2>Who sits on the forum</h2>
        <ul>
          <li>Twelve supporter representatives, elected for two seasons, including members of the Disabled Supporters' Association, Proud Blues, the Young Blues and the away travel club</li>
          <li>The chairman, the chief executive and the head of ticketing</li>
          <li>The supporter liaison officer, who takes the minutes</li>
        </ul>
        <h2>Meeting dates, 2025/26</h2>
        <ul>
          <li>Wednesday 17 September 2025</li>
          <li>Wednesday 3 December 2025</li>
          <li>Wednesday 11 March 2026</li>
          <li>Wednesday 3 June 2026, including the consultation on 2026/27 ticket prices</li>
        </ul>
        <h2>Raise a topic</h2>
        <p>Any supporter can suggest a topic up to two weeks before a meeting by emailing ${mail(facts.email.supporters)}. Elections for the next forum are held in May 2026.</p>
      `,
    ),
    article(
      'supporters-identity',
      'Our Identity',
      'The crest, colours and songs of Brackwater Blues FC, and the docking heritage behind them.',
      html`
        <p>Blue and white since 1889, the anchor on our crest remembers the dockers who founded the club. The supporters' identity page explains the crest, the colours and the songs that make the Blues who we are.</p>
        <h2>The crest</h2>
        <p>A blue and white striped shield with a gold anchor. The stripes are the club's first shirts; the anchor is for the dry-dock workers who founded the club on Marsh Lane in 1889.</p>
        <h2>The colours</h2>
        <p>Royal blue and white, with gold for the anchor. The home shirt has been blue and white stripes in all but four seasons since 1889.</p>
        <h2>The songs</h2>
        <ul>
          <li><strong>Blue Tide Rising</strong>, sung as the teams walk out since the 1960s</li>
          <li><strong>Anchors Away</strong>, for every Blues goal</li>
          <li><strong>Dockers' Boys</strong>, the oldest song of all, first recorded in 1927</li>
        </ul>
        <h2>Bosun</h2>
        <p>Our mascot, Bosun the sea dog, has been leading the Blues out since 1996.</p>
        <p>Read the club's full story in <a href="/club/history/club-history">Club History</a>.</p>
      `,
    ),
    article(
      'fan-engagement-plan',
      'Fan Engagement Plan',
      'How Brackwater Blues FC listens to supporters on heritage, ticket prices and the future of The Quayside.',
      html`
        <p>Our fan engagement plan sets out how the club listens to supporters on heritage, ticket prices and the long-term future of The Quayside. It is reviewed every season with the supporters' trust.</p>
        <h2>How we engage</h2>
        <ul>
          <li>The <a href="/fans/fans-forum">Fans Forum</a> meets four times a season with the board.</li>
          <li>A supporter director, elected by the Brackwater Blues Supporters' Trust, sits on the board.</li>
          <li>An annual supporter survey, with results published every summer.</li>
          <li>Open meetings for all supporters at least once a season.</li>
        </ul>
        <h2>Our heritage commitments</h2>
        <p>The club will not change the name, the crest, the home colours or leave The Quayside without first consulting supporters and securing the agreement of the Supporters' Trust, which holds a golden share for these matters.</p>
        <h2>2025/26 priorities</h2>
        <ol>
          <li>Keep adult match tickets at 2024/25 prices</li>
          <li>Improve concourse queues with more kiosks in the Dockside Stand</li>
          <li>Consult supporters on the plan to extend the Family Stand</li>
        </ol>
        <p>Comments on the plan are welcome at ${mail(facts.email.supporters)}.</p>
      `,
    ),
    article(
      'supporter-feedback',
      'Supporter Feedback',
      'Tell Brackwater Blues FC how we are doing: how to give feedback and what happens to it.',
      html`
        <p>Tell us how we are doing. Every piece of feedback is read by the supporter liaison officer, and themes are reported to the board after every home game.</p>
        <h2>How to give feedback</h2>
        <ul>
          <li>Email the supporter liaison officer, Craig Hocking, at ${mail(facts.email.supporters)}</li>
          <li>Fill in the short survey sent to ticket holders after every home game</li>
          <li>Talk to Craig on the concourse of the Lighthouse Stand before kick-off</li>
          <li>Call the switchboard on ${facts.switchboard}</li>
        </ul>
        <h2>What happens next</h2>
        <p>We reply to every email within five working days. If your feedback is a complaint, it is handled under our <a href="/club/customer-charter">customer charter</a>. A summary of what supporters told us, and what we changed, is shared with the <a href="/fans/fans-forum">Fans Forum</a> every quarter.</p>
        <h2>You said, we did</h2>
        <ul>
          <li>You said the queues at the Harbour End kiosks were too long: we added two kiosks and mobile ordering.</li>
          <li>You asked for later trains after evening games: extra services now run after every midweek home game.</li>
        </ul>
        <p>Thank you for helping us make The Quayside better for everyone.</p>
      `,
    ),
    article(
      'just-so-you-know',
      'Just So You Know',
      'Just So You Know: our round-up of road closures, turnstile changes and other things to know before each Blues home game.',
      html`
        <p>Just So You Know is our matchday round-up of things every supporter should be aware of, from road closures around Harbour Road to changes at the turnstiles. It is published on the Thursday before each home game.</p>
        <h2>What it covers</h2>
        <ul>
          <li>Road closures and parking restrictions around The Quayside</li>
          <li>Train and bus changes, including engineering works</li>
          <li>Turnstile opening times and any entrance changes</li>
          <li>Weather warnings and what to bring</li>
          <li>Food and drink offers on the concourses</li>
        </ul>
        <h2>Regular reminders</h2>
        <ul>
          <li>Harbour Road is closed to traffic from two hours before kick-off until an hour after the final whistle.</li>
          <li>Turnstiles open 90 minutes before kick-off.</li>
          <li>The Quayside is cashless and smoke-free.</li>
        </ul>
        <p>Sign up to our emails to get Just So You Know in your inbox, or follow the club on social media.</p>
      `,
    ),
    article(
      'next-gen',
      'Next Gen',
      'Next Gen is for Blues supporters aged 16 to 24, with discounted tickets, away travel offers and a say in the club.',
      html`
        <p>Next Gen is the home of our young supporters aged 16 to 24, with discounted tickets, away travel offers and a say in how the club reaches the next generation of Blues fans.</p>
        <h2>What you get</h2>
        <ul>
          <li>Free to join for anyone aged 16 to 24</li>
          <li>Five £5 tickets a season for Category B home league games</li>
          <li>£5 off every <a href="/tickets/away-travel">official away coach</a></li>
          <li>Invitations to Next Gen socials in the <a href="/fans/blues-bar">Blues Bar</a></li>
          <li>Two places on the <a href="/fans/fans-forum">Fans Forum</a></li>
        </ul>
        <h2>How to join</h2>
        <p>Sign up free in your supporter account at the online ticket office, with proof of age. Membership runs until your 25th birthday. Students aged 18 to 21 can also save on a <a href="/tickets/memberships/adult">membership</a>.</p>
      `,
    ),
    article(
      'blues-lottery',
      'Blues Lottery',
      'Play the Blues Lottery for £1 a week for the chance to win up to £25,000, supporting Blues in the Community and the academy.',
      html`
        <p>Play the Blues Lottery for £1 a week for the chance to win up to £25,000 every Saturday. Every ticket supports Blues in the Community and the academy.</p>
        <h2>Prizes</h2>
        <table>
          <caption>Blues Lottery weekly prizes</caption>
          <thead>
            <tr><th>Match</th><th>Prize</th></tr>
          </thead>
          <tbody>
            <tr><td>6 numbers</td><td>£25,000</td></tr>
            <tr><td>5 numbers</td><td>£250</td></tr>
            <tr><td>4 numbers</td><td>£10</td></tr>
            <tr><td>3 numbers</td><td>A free entry for next week</td></tr>
          </tbody>
        </table>
        <h2>Where the money goes</h2>
        <p>At least 50p of every £1 goes to good causes: half to <a href="/community/about-us">Blues in the Community</a> and half to the academy. The rest pays for prizes and running costs.</p>
        <h2>How to play</h2>
        <p>Sign up online or at the club shop, and pay by Direct Debit. You must be 18 or over to play. The Blues Lottery is licensed by the Gambling Commission and run by the club; please play responsibly.</p>
      `,
    ),
    article(
      'memorial-services',
      'Memorial Services',
      "The Memorial Garden at The Quayside, memorial bricks, and services for supporters who loved the Blues.",
      html`
        <p>The Memorial Garden behind the Harbour End is a peaceful place to remember loved ones who supported the Blues. Our chaplain can arrange a short service or the scattering of ashes by appointment.</p>
        <h2>What we offer</h2>
        <table>
          <caption>Memorial services at The Quayside</caption>
          <thead>
            <tr><th>Service</th><th>Price</th></tr>
          </thead>
          <tbody>
            <tr><td>Scattering of ashes in the Memorial Garden, with the chaplain</td><td>£150</td></tr>
            <tr><td>Engraved memorial brick in the Memorial Garden</td><td>£95</td></tr>
            <tr><td>Memorial plaque on a seat in the Harbour End (ten years)</td><td>£175</td></tr>
            <tr><td>Celebration of life in the Harbour Lounge</td><td>From £25 per person</td></tr>
          </tbody>
        </table>
        <h2>Arranging a service</h2>
        <p>Services take place on weekdays, by appointment. Up to 20 family and friends are welcome, and the garden is step-free. Contact the club chaplain, the Reverend Tom Pascoe, through the switchboard on ${facts.switchboard}.</p>
        <p>We take great care to make every service personal and dignified.</p>
      `,
    ),
    article(
      'digital-matchday-supplement',
      'Digital Matchday Supplement',
      'The free digital matchday supplement for every Blues home game: team news, interviews and the visiting club.',
      html`
        <p>The digital matchday supplement is a free read for every home game, with team news, interviews and the visiting club's story. It is published online on the morning of the match.</p>
        <h2>Inside every issue</h2>
        <ul>
          <li>The head coach's notes and the captain's column</li>
          <li>Squad numbers for both teams, and the officials</li>
          <li>A player interview and a look back at the last meeting</li>
          <li>Academy and Blues Women news</li>
          <li>News from <a href="/community/about-us">Blues in the Community</a></li>
        </ul>
        <h2>Printed programme</h2>
        <p>Prefer paper? The printed matchday programme costs £3.50 from sellers around the ground and the club shop.</p>
        <p>Businesses can advertise in the supplement; see <a href="/business/advertising">Advertising</a>.</p>
      `,
    ),
  ],
  { published: '2024-07-22 09:00' },
);
