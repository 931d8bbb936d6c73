import { hub } from '../nodes';
import { externalSites } from '../urls';
import { article, facts, html, mail } from './content';

export const club = hub(
  'club',
  'Club',
  'The story, the people and the places behind Brackwater Blues FC, from The Quayside to the academy.',
  [
    article(
      'the-quayside',
      'The Quayside',
      'The Quayside, home of the Blues since 1908: its stands, its history and how to get there.',
      html`
        <p>The Quayside has been the home of the Blues since 1908, when the club moved from Marsh Lane to the edge of Brackwater harbour. Today it holds 18,400 supporters across the Lighthouse Stand, the Dockside Stand, the Harbour End and the Family Stand.</p>
        <h2>The stands</h2>
        <table>
          <caption>The Quayside at a glance</caption>
          <thead>
            <tr><th>Stand</th><th>Capacity</th><th>Opened</th><th>Good to know</th></tr>
          </thead>
          <tbody>
            <tr><td>Lighthouse Stand</td><td>6,200</td><td>1998</td><td>Main stand: dressing rooms, hospitality lounges, ticket office</td></tr>
            <tr><td>Dockside Stand</td><td>5,100</td><td>1964, roofed 1987</td><td>Home of the Blues Bar underneath</td></tr>
            <tr><td>Harbour End</td><td>4,300</td><td>1921, rebuilt 2019</td><td>Safe standing for home fans; away supporters in the north corner</td></tr>
            <tr><td>Family Stand</td><td>2,800</td><td>2006</td><td>Family Zone, sensory room and Strikers Family Lounge</td></tr>
          </tbody>
        </table>
        <h2>Getting here</h2>
        <ul>
          <li><strong>By train:</strong> Brackwater Central is a ten-minute walk along Harbour Road. Extra trains run after evening games.</li>
          <li><strong>By bus:</strong> routes 4, 12 and the matchday shuttle from Brackwater Parkway stop outside the Lighthouse Stand.</li>
          <li><strong>By bike:</strong> there is bicycle parking for 200 bikes beside the club shop on Harbour Road.</li>
          <li><strong>By car:</strong> there is no general parking at the stadium on matchdays. Use the park and ride at Brackwater Parkway (£4 per car). Blue Badge holders can book <a href="/fans-disabilities/accessible-matchday-parking">accessible parking</a>.</li>
        </ul>
        <h2>Visit on a non-matchday</h2>
        <p>The club shop and ticket office are open weekdays from 10am to 4pm, and <a href="/tickets/stadium-tours">stadium tours</a> run most weekdays and Saturdays. The Quayside is also a venue for conferences, weddings and <a href="/events/whats-on">events</a> all year round.</p>
        <p>Address: ${facts.address}.</p>
      `,
    ),
    hub(
      'women',
      'Women',
      "Brackwater Blues Women play their home games at The Quayside: fixtures, matchday information and the latest from the women's team.",
      [
        article(
          'fixtures',
          "Women's Fixtures",
          "Brackwater Blues Women's Championship fixtures for 2025/26, with Sunday kick-offs at The Quayside and how to get tickets.",
          html`
            <p>Every Brackwater Blues Women fixture for the 2025/26 season, home and away, with kick-off times in UK time. Home games are played at The Quayside, with tickets on sale at the online ticket office.</p>
            <h2>The season</h2>
            <p>Blues Women play in the Women's Championship, a league of twelve clubs, so there are 22 league games: eleven at home and eleven away. The season started on Sunday 14 September 2025 and runs to May 2026.</p>
            <ul>
              <li>League games are usually played on Sundays with a 2pm kick-off.</li>
              <li>Home games are at The Quayside unless a men's fixture clashes, when they move to Fennick Park.</li>
              <li>Fixtures can change for television or cup ties; we confirm every kick-off at least ten days ahead.</li>
            </ul>
            <h2>Full fixture list</h2>
            <p>The full list of dates, opponents, results and match reports is kept up to date on the Matches section of the website, and fixtures can be added to your phone calendar from there.</p>
            <h2>Tickets</h2>
            <p>Adult tickets cost £7 and under-12s go free. See <a href="/club/women/matchdays">Women's Matchdays</a> for prices and what to expect, or buy at the <a href="${externalSites.tickets}">online ticket office</a>.</p>
          `,
        ),
        article(
          'matchdays',
          "Women's Matchdays",
          "A Blues Women matchday at The Quayside is affordable and family friendly, with adult tickets at £7 and free entry for under-12s.",
          html`
            <p>A women's matchday at The Quayside is affordable and family friendly, with adult tickets from £7 and free entry for under-12s. The Family Stand opens its activity zone an hour before kick-off.</p>
            <h2>Ticket prices</h2>
            <table>
              <caption>Brackwater Blues Women home tickets, 2025/26</caption>
              <thead>
                <tr><th>Age band</th><th>Matchday ticket</th><th>Season ticket (11 games)</th></tr>
              </thead>
              <tbody>
                <tr><td>Adult</td><td>£7</td><td>£55</td></tr>
                <tr><td>Over 65, 18 to 21 and students</td><td>£4</td><td>£30</td></tr>
                <tr><td>12 to 17</td><td>£3</td><td>£20</td></tr>
                <tr><td>Under 12</td><td>Free</td><td>Free</td></tr>
              </tbody>
            </table>
            <p>Men's first-team members get free entry to every home women's league game: just show your membership card.</p>
            <h2>On the day</h2>
            <ul>
              <li>The Lighthouse Stand and the Family Stand are open; seating is unreserved.</li>
              <li>Turnstiles and the Family Zone open an hour before kick-off.</li>
              <li>Players sign autographs by the Family Stand after every home game.</li>
              <li>Kiosks are cashless, and accessible parking is free.</li>
            </ul>
            <p>Questions? Call the ticket office on ${facts.ticketOffice}.</p>
          `,
        ),
      ],
    ),
    hub(
      'academy',
      'Academy',
      'The Blues academy develops young players from Brackwater and beyond, from the under-9s to the U21s.',
      [
        article(
          'visions-and-values-of-the-academy',
          'Visions and Values of the Academy',
          'The vision and values of the Brackwater Blues academy: first-team players and good people, developed from under-9s to U21s.',
          html`
            <p>Our academy exists to produce first-team players and good people, in that order of ambition but never at the expense of the second. Respect, hard work and enjoyment guide everything our coaches do.</p>
            <h2>Our vision</h2>
            <p>We want every first-team squad at The Quayside to include players who came through our academy, and every young person who leaves us, at whatever age, to leave better prepared for life.</p>
            <h2>Our values</h2>
            <ul>
              <li><strong>Respect</strong> for team-mates, opponents, officials and the community we represent</li>
              <li><strong>Hard work</strong> on the pitch, in the gym and in the classroom</li>
              <li><strong>Enjoyment</strong>, because players who love the game keep improving</li>
              <li><strong>Honesty</strong> with players and parents about progress and decisions</li>
            </ul>
            <h2>The pathway</h2>
            <table>
              <caption>The Brackwater Blues academy pathway</caption>
              <thead>
                <tr><th>Phase</th><th>Age groups</th><th>Focus</th></tr>
              </thead>
              <tbody>
                <tr><td>Foundation</td><td>Under-9 to under-11</td><td>Ball mastery, enjoyment and small-sided games</td></tr>
                <tr><td>Youth development</td><td>Under-12 to under-16</td><td>Positional play, athletic development, school partnerships</td></tr>
                <tr><td>Professional development</td><td>U18s and U21s</td><td>Full-time scholarship, competitive games and first-team training</td></tr>
              </tbody>
            </table>
            <p>Since 2015, 14 academy graduates have made their first-team debut for the Blues.</p>
          `,
        ),
        article(
          'academy-staff',
          'Academy Staff',
          'Meet the coaches and support staff of the Brackwater Blues academy, led by Head of Academy Sarah Penhallow.',
          html`
            <p>The academy is led by Head of Academy Sarah Penhallow, supported by a team of UEFA-qualified coaches, sports scientists, education officers and a full-time player care lead.</p>
            <h2>Who's who</h2>
            <table>
              <caption>Academy staff, 2025/26</caption>
              <thead>
                <tr><th>Role</th><th>Name</th></tr>
              </thead>
              <tbody>
                <tr><td>Head of Academy</td><td>Sarah Penhallow</td></tr>
                <tr><td>U21s Lead Coach</td><td>Jamie Holt</td></tr>
                <tr><td>U18s Lead Coach</td><td>Priya Desai</td></tr>
                <tr><td>Youth Development Phase Lead</td><td>Marcus Boateng</td></tr>
                <tr><td>Foundation Phase Lead</td><td>Kerry Vosper</td></tr>
                <tr><td>Head of Academy Recruitment</td><td>Tom Ashdown</td></tr>
                <tr><td>Head of Education</td><td>Dr Fiona Carrick</td></tr>
                <tr><td>Lead Sports Scientist</td><td>Ollie Brennan</td></tr>
                <tr><td>Player Care Lead</td><td>Nadia Rahman</td></tr>
                <tr><td>Academy Safeguarding Officer</td><td>Amira Haddad</td></tr>
              </tbody>
            </table>
            <p>Contact the academy office on ${facts.academy} or at ${mail(facts.email.academy)}.</p>
          `,
        ),
        article(
          'directions-to-the-academy',
          'Directions to the Academy',
          'How to find Fennick Park, home of the Brackwater Blues academy on the Saltmarsh Road, by car, bus and bike.',
          html`
            <p>The academy trains at Fennick Park on the Saltmarsh Road, three miles north of The Quayside. Take the B3214 towards Ollerby and turn left after the second roundabout; parking is free for parents and visitors.</p>
            <h2>Address</h2>
            <p>Brackwater Blues Academy, Fennick Park, Saltmarsh Road, Brackwater BW4 7FP.</p>
            <h2>Getting there</h2>
            <ul>
              <li><strong>By car:</strong> from the A39 follow signs for Ollerby onto the B3214; Fennick Park is signposted after the second roundabout. The visitors' car park is on the right past the gatehouse.</li>
              <li><strong>By bus:</strong> route 22 from Brackwater bus station stops at Fennick Lane, a five-minute walk away.</li>
              <li><strong>By bike:</strong> the Estuary Trail cycle path passes the main gate.</li>
            </ul>
            <h2>When you arrive</h2>
            <p>All visitors must sign in at reception and wear a visitor's lanyard. Parents watching games use the viewing area by pitch 2. Please do not go onto the training pitches.</p>
            <p>The academy office is on ${facts.academy}.</p>
          `,
        ),
        article(
          'safeguarding',
          'Academy Safeguarding',
          'How the Brackwater Blues academy keeps young players safe, and who to contact with a concern.',
          html`
            <p>The safety and wellbeing of every young player comes first. If you have a concern about a child at the academy, contact our Academy Safeguarding Officer on ${facts.safeguarding} or at ${mail(facts.email.safeguarding)}.</p>
            <h2>How we keep players safe</h2>
            <ul>
              <li>Every member of staff and every volunteer has an enhanced DBS check and annual safeguarding training.</li>
              <li>Players are never alone with a single adult in a closed room or a car.</li>
              <li>Host families for scholars are vetted, visited every month and trained by the club.</li>
              <li>Players learn about online safety, healthy relationships and where to get help.</li>
              <li>The player care lead checks in regularly with every scholar and their family.</li>
            </ul>
            <h2>Raising a concern</h2>
            <ol>
              <li>If a child is in immediate danger, call 999.</li>
              <li>Otherwise contact the Academy Safeguarding Officer, Amira Haddad, on ${facts.safeguarding}.</li>
              <li>If the concern is about her, contact the Head of Safeguarding on the same number or the FA safeguarding team.</li>
            </ol>
            <p>The club's full safeguarding policy is on the <a href="/help-info/safeguarding">Safeguarding</a> page. You can also call the NSPCC helpline on 0808 800 5000.</p>
          `,
        ),
      ],
    ),
    article(
      'staff',
      'Staff',
      'Meet the board, the football staff and the management team who run Brackwater Blues FC.',
      html`
        <p>Meet the people who run Brackwater Blues FC, from the board of directors and the football staff to the ticket office and the groundstaff who keep the Quayside pitch in shape.</p>
        <h2>Board of directors</h2>
        <ul>
          <li>Richard Tamblyn, Chairman</li>
          <li>Helen Marsh, Chief Executive</li>
          <li>Anita Sharma, Finance Director</li>
          <li>Colin Pascoe, Director</li>
          <li>Lisa Carne, Supporter Director, elected by the Brackwater Blues Supporters' Trust</li>
        </ul>
        <h2>Football staff</h2>
        <table>
          <caption>Football staff, 2025/26</caption>
          <thead>
            <tr><th>Role</th><th>Name</th></tr>
          </thead>
          <tbody>
            <tr><td>First Team Head Coach</td><td>Gareth Reid</td></tr>
            <tr><td>Assistant Head Coach</td><td>Stuart Keast</td></tr>
            <tr><td>Goalkeeping Coach</td><td>Paul Ridd</td></tr>
            <tr><td>Head of Performance</td><td>Dr Emma Colquhoun</td></tr>
            <tr><td>Women's Head Coach</td><td>Sarah Lennox</td></tr>
            <tr><td>Head of Academy</td><td>Sarah Penhallow</td></tr>
          </tbody>
        </table>
        <h2>Club management</h2>
        <ul>
          <li>Head of Ticketing: Dan Pengelly</li>
          <li>Commercial Director: Jo Trewin</li>
          <li>Supporter Liaison Officer: Craig Hocking</li>
          <li>Disability Liaison Officer: Joanne Pryce</li>
          <li>Community Manager, Blues in the Community: Dev Okafor</li>
          <li>Head Groundsman: Bill Nankivell</li>
        </ul>
        <p>To contact any member of staff, call the switchboard on ${facts.switchboard} or email ${mail(facts.email.info)}.</p>
      `,
    ),
    article(
      'shareholder-centre',
      'Shareholder Centre',
      'Annual reports, general meetings and share information for the 2,300 shareholders of Brackwater Blues Football Club Limited.',
      html`
        <p>${facts.name} has more than 2,300 shareholders, most of them supporters. Annual reports, notices of general meetings and share transfer forms are published here.</p>
        <h2>Ownership</h2>
        <table>
          <caption>Shareholdings at 30 June 2025</caption>
          <thead>
            <tr><th>Shareholder</th><th>Holding</th></tr>
          </thead>
          <tbody>
            <tr><td>Tamblyn Holdings Limited</td><td>38.2%</td></tr>
            <tr><td>Brackwater Blues Supporters' Trust</td><td>24.6%</td></tr>
            <tr><td>Other individual shareholders (about 2,300)</td><td>37.2%</td></tr>
          </tbody>
        </table>
        <h2>Annual general meeting</h2>
        <p>The 2025 annual general meeting will be held in the Harbour Lounge at The Quayside on Thursday 11 December 2025 at 7pm. Shareholders can attend in person or appoint a proxy; the notice of meeting and proxy form are posted to every shareholder 21 days before.</p>
        <h2>Documents</h2>
        <ul>
          <li>Annual report and accounts for the year ended 30 June 2025</li>
          <li>Annual report and accounts for the year ended 30 June 2024</li>
          <li>Minutes of the 2024 annual general meeting</li>
          <li>Share transfer form</li>
          <li>Articles of association</li>
        </ul>
        <h2>Buying and transferring shares</h2>
        <p>Shares are not listed on a stock exchange. To buy, sell or transfer shares, or to update your address, contact the company secretary at ${mail(facts.email.shareholders)} or write to ${facts.address}.</p>
      `,
    ),
    hub(
      'history',
      'History',
      "More than 135 years of the Blues, from a dockers' team in 1889 to the club we know today.",
      [
        article(
          'club-history',
          'Club History',
          'The history of Brackwater Blues FC, from the dockers who founded the club in 1889 to the National League today.',
          html`
            <p>Brackwater Blues were founded in 1889 by workers from the town's dry docks and played their first games on Marsh Lane. The club moved to The Quayside in 1908, won the cup in 1927 and were promoted to the top flight for the first time in 1961.</p>
            <p>The Blues have spent most of their history in the second tier, earning a reputation for attacking football and a crowd that sings from first whistle to last.</p>
            <h2>Key dates</h2>
            <table>
              <caption>Brackwater Blues FC timeline</caption>
              <thead>
                <tr><th>Year</th><th>Event</th></tr>
              </thead>
              <tbody>
                <tr><td>1889</td><td>Founded by workers from the Brackwater dry docks; first games on Marsh Lane</td></tr>
                <tr><td>1903</td><td>Becomes a limited company, owned by its supporters and local businesses</td></tr>
                <tr><td>1908</td><td>Moves to The Quayside on the edge of the harbour</td></tr>
                <tr><td>1927</td><td>Wins the cup, the greatest day in the club's history</td></tr>
                <tr><td>1961</td><td>Promoted to the top flight for the first time</td></tr>
                <tr><td>1964</td><td>The Dockside Stand opens</td></tr>
                <tr><td>1998</td><td>The new Lighthouse Stand replaces the old wooden main stand</td></tr>
                <tr><td>2011</td><td>Relegated to the National League after financial difficulties</td></tr>
                <tr><td>2013</td><td>The Supporters' Trust buys a quarter of the club's shares</td></tr>
                <tr><td>2019</td><td>The rebuilt Harbour End opens with a safe-standing section</td></tr>
                <tr><td>2021</td><td>Brackwater Blues Women join the Women's Championship</td></tr>
              </tbody>
            </table>
            <h2>The 1927 cup final</h2>
            <p>Captained by centre-half Albert Penrose, the Blues beat the holders 2–1 in front of more than 90,000 people, with a late winner from the 19-year-old dock worker Stanley Hicks. The shirt Hicks wore that day hangs in the Heritage Room and is a highlight of every <a href="/tickets/stadium-tours/public-stadium-tours">stadium tour</a>.</p>
            <blockquote>We were dockers on Friday and cup winners on Saturday. The town has never forgotten it, and neither have we. (Albert Penrose, 1957)</blockquote>
            <h2>Records</h2>
            <ul>
              <li><strong>Record attendance:</strong> 31,442 against Kingsbridge Rovers, FA Cup fifth round, 1949 (before The Quayside became all-seater)</li>
              <li><strong>Most appearances:</strong> Frank Trelawney, 612 (1953 to 1971)</li>
              <li><strong>Record goalscorer:</strong> Stanley Hicks, 211 goals (1926 to 1939)</li>
            </ul>
            <p>Learn more about the crest and colours on <a href="/fans/supporters-identity">Our Identity</a>.</p>
          `,
        ),
      ],
    ),
    article(
      'job-vacancies',
      'Job Vacancies',
      'Current jobs at Brackwater Blues FC, from matchday stewards to full-time roles, and how to apply.',
      html`
        <p>Join the team behind the Blues. We advertise every role here, from matchday stewards and kiosk staff to full-time positions in the commercial and community departments.</p>
        <h2>Current vacancies</h2>
        <table>
          <caption>Vacancies at Brackwater Blues FC, autumn 2025</caption>
          <thead>
            <tr><th>Role</th><th>Department</th><th>Hours</th><th>Pay</th><th>Closing date</th></tr>
          </thead>
          <tbody>
            <tr><td>Matchday Steward</td><td>Safety</td><td>Matchdays, casual</td><td>£12.60 an hour</td><td>Rolling</td></tr>
            <tr><td>Kiosk Assistant</td><td>Catering</td><td>Matchdays, casual</td><td>£12.21 an hour</td><td>Rolling</td></tr>
            <tr><td>Ticket Office Assistant</td><td>Ticketing</td><td>Full time</td><td>£24,500</td><td>5 December 2025</td></tr>
            <tr><td>Partnerships Executive</td><td>Commercial</td><td>Full time</td><td>£28,000 to £32,000</td><td>12 December 2025</td></tr>
            <tr><td>Community Coach</td><td>Blues in the Community</td><td>Part time, 25 hours</td><td>£15.40 an hour</td><td>19 December 2025</td></tr>
          </tbody>
        </table>
        <h2>How to apply</h2>
        <ol>
          <li>Download the job description and application form for the role.</li>
          <li>Send your completed form, with a short covering letter, to ${mail(facts.email.careers)}.</li>
          <li>Shortlisted candidates are contacted within two weeks of the closing date.</li>
        </ol>
        <h2>Working at the club</h2>
        <ul>
          <li>Two free tickets to every home league game for full-time staff</li>
          <li>20% off in the club shop</li>
          <li>Pension scheme with a 5% employer contribution</li>
          <li>Free training, including steward qualifications for matchday staff</li>
        </ul>
        <p>We welcome applications from everyone. Roles working with children or adults at risk need an enhanced DBS check, which the club pays for.</p>
      `,
    ),
    article(
      'customer-charter',
      'Customer Charter',
      'The standards supporters can expect from Brackwater Blues FC, how we consult on prices and how to make a complaint.',
      html`
        <p>Our customer charter sets out the standards supporters can expect from the club, including how we consult fans on ticket prices and how to raise a complaint. We answer every written complaint within ten working days.</p>
        <h2>Our promises</h2>
        <ul>
          <li>We consult the <a href="/fans/fans-forum">Fans Forum</a> before setting ticket and membership prices each season.</li>
          <li>We publish prices for the next season by 1 April.</li>
          <li>We keep affordable tickets in every stand, including concessions for young people and over-65s.</li>
          <li>We answer phone calls to the ticket office within five minutes during opening hours.</li>
          <li>We make The Quayside accessible to every supporter; see <a href="/fans-disabilities">Disabled Supporters</a>.</li>
        </ul>
        <h2>How to complain</h2>
        <ol>
          <li>Speak to a member of staff or the department involved; most problems can be fixed straight away.</li>
          <li>If that does not solve it, write to the supporter liaison officer at ${mail(facts.email.supporters)} or ${facts.address}.</li>
          <li>We acknowledge every written complaint within three working days and reply in full within ten working days.</li>
          <li>If you are still unhappy, you can ask the chief executive to review the decision, and then the Independent Football Ombudsman.</li>
        </ol>
        <p>We report the number and themes of complaints to the board every quarter and publish a summary each season.</p>
      `,
    ),
  ],
  { published: '2024-06-03 10:00' },
);
