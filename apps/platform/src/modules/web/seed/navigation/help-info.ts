import { hub } from '../nodes';
import { externalSites } from '../urls';
import { article, facts, html, mail } from './content';

export const helpInfo = hub(
  'help-info',
  'Help & Information',
  'Policies, contacts and answers to common questions about the club and its websites.',
  [
    article(
      'privacy-policy',
      'Privacy Policy',
      'How Brackwater Blues Football Club Limited collects, uses and protects your personal data, and the rights you have over it.',
      html`
        <p>This policy explains what personal data ${facts.name} collects when you buy tickets, subscribe to Club TV or use our websites, and how we use and protect it. You can ask to see, correct or delete your data at any time.</p>
        <h2>Who we are</h2>
        <p>${facts.name} (company number 00031889), ${facts.address}, is the controller of your personal data. Our data protection officer can be contacted at ${mail(facts.email.privacy)}.</p>
        <h2>What we collect</h2>
        <ul>
          <li><strong>Account details:</strong> your name, address, email, phone number and date of birth (for age-band prices).</li>
          <li><strong>Purchases:</strong> tickets, memberships, hospitality, Club TV subscriptions and shop orders.</li>
          <li><strong>Matchday data:</strong> turnstile entry times and, where you tell us, accessibility needs.</li>
          <li><strong>Online data:</strong> device and usage information collected through <a href="/help-info/cookies-policy">cookies</a>, with your consent where the law requires it.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To sell and deliver tickets and services, and to keep the stadium safe (contract and legal obligation).</li>
          <li>To enforce the <a href="/tickets/information/code-of-conduct">code of conduct</a> and meet our safety certificate (legitimate interests and legal obligation).</li>
          <li>To send news and offers from the club and Blues in the Community (only with your consent).</li>
        </ul>
        <h2>Sharing your data</h2>
        <p>We never sell your data. We share it only with service providers who act on our behalf, such as our ticketing and streaming platforms and payment processors, and with the police or the football authorities where the law requires it.</p>
        <h2>How long we keep it</h2>
        <p>Account and purchase records are kept for six years after your last purchase, for tax purposes. Marketing preferences are kept until you change them.</p>
        <h2>Your rights</h2>
        <ul>
          <li>See a copy of the data we hold about you</li>
          <li>Correct anything that is wrong, or ask us to delete it</li>
          <li>Object to, or restrict, how we use it</li>
          <li>Take your data to another provider</li>
          <li>Withdraw consent for marketing at any time</li>
        </ul>
        <p>To use any of these rights, email ${mail(facts.email.privacy)}; we reply within one month. If you are unhappy with our answer you can complain to the Information Commissioner's Office. This policy was last updated in July 2025.</p>
      `,
    ),
    article(
      'company-details',
      'Company Details',
      'Registered company details for Brackwater Blues Football Club Limited, including company number, registered office and VAT number.',
      html`
        <p>${facts.name} is registered in England and Wales with company number 00031889. Registered office: ${facts.address}.</p>
        <table>
          <caption>Company details</caption>
          <tbody>
            <tr><th>Company name</th><td>${facts.name}</td></tr>
            <tr><th>Company number</th><td>00031889</td></tr>
            <tr><th>Registered office</th><td>${facts.address}</td></tr>
            <tr><th>VAT number</th><td>GB 123 4567 89</td></tr>
            <tr><th>Incorporated</th><td>1903</td></tr>
            <tr><th>Switchboard</th><td>${facts.switchboard}</td></tr>
          </tbody>
        </table>
        <h2>Related organisations</h2>
        <ul>
          <li><strong>Blues in the Community</strong>, the club's official charity, registered charity number 1123889, at the same address.</li>
          <li><strong>Quayside Events Limited</strong>, company number 06218890, which runs conferences and events at the stadium.</li>
        </ul>
        <p>Annual reports and accounts are published in the <a href="/club/shareholder-centre">Shareholder Centre</a>.</p>
      `,
    ),
    article(
      'anti-discrimination-and-inclusion',
      'Anti-Discrimination and Inclusion',
      'Our commitment to a club where everyone feels welcome, and the action we take against discrimination at The Quayside and beyond.',
      html`
        <p>Brackwater Blues FC is committed to a club where everyone feels welcome, whatever their age, disability, race, religion, sex or sexual orientation. Our equality action plan is reviewed each season with supporters and staff.</p>
        <h2>Our commitments</h2>
        <ul>
          <li>Zero tolerance of discriminatory abuse in the stadium, online and at away games</li>
          <li>Equality and inclusion training for every member of staff, steward and academy coach</li>
          <li>Fair recruitment, with diverse shortlists for senior roles</li>
          <li>An accessible stadium and matchday for <a href="/fans-disabilities">disabled supporters</a></li>
          <li>Supporting the campaigns of Kick It Out and the national Pride in Football network</li>
        </ul>
        <h2>Our inclusion groups</h2>
        <p>The club works with three supporter groups that advise on our action plan: Proud Blues (LGBTQ+ supporters), Blues Together (supporters from ethnically diverse communities) and the Disabled Supporters' Association.</p>
        <h2>When things go wrong</h2>
        <p>Anyone found guilty of discriminatory behaviour at The Quayside faces a ban of at least three years, and we always report it to the police. Find out how to <a href="/help-info/reporting-discrimination">report discrimination</a>.</p>
        <blockquote>Football belongs to everyone. If you love the Blues, you are one of us.</blockquote>
        <p>Our equality lead can be contacted at ${mail(facts.email.info)} or on ${facts.switchboard}.</p>
      `,
    ),
    article(
      'reporting-discrimination',
      'Reporting Discrimination',
      'How to report discriminatory abuse at The Quayside, at away games or online, and what happens after you report it.',
      html`
        <p>If you see or hear discriminatory abuse at The Quayside, tell a steward or text the matchday hotline on ${facts.hotline} with your location. Reports can be anonymous and every one is investigated.</p>
        <h2>How to report</h2>
        <ul>
          <li><strong>At the stadium:</strong> tell any steward or police officer, or text ${facts.hotline} with the stand, block and row.</li>
          <li><strong>At an away game:</strong> tell a home steward and let our supporter liaison officer know at ${mail(facts.email.supporters)}.</li>
          <li><strong>Online:</strong> send a screenshot and link to ${mail(facts.email.supporters)}.</li>
          <li><strong>Anonymously:</strong> use the Kick It Out reporting app or website.</li>
        </ul>
        <h2>What to include</h2>
        <ol>
          <li>Where and when it happened, as precisely as you can</li>
          <li>What was said or done</li>
          <li>A description of the person involved</li>
          <li>Your contact details, if you are happy for us to follow up</li>
        </ol>
        <h2>What happens next</h2>
        <p>Our safety officer reviews CCTV, and if the person is identified they are removed from the stadium and the police are informed. We will tell you the outcome where we can, usually within 28 days. See the <a href="/tickets/information/code-of-conduct">code of conduct</a> for the sanctions we apply.</p>
      `,
    ),
    article(
      'safeguarding',
      'Safeguarding',
      "How Brackwater Blues FC keeps children and adults at risk safe, and who to contact if you have a concern.",
      html`
        <p>The club is committed to safeguarding children and adults at risk at every game, event and programme. If you have a concern, contact our Head of Safeguarding on ${facts.safeguarding}.</p>
        <h2>If a child or adult is in immediate danger</h2>
        <p>Call 999. On a matchday, tell the nearest steward, who will contact the safeguarding officer on duty.</p>
        <h2>Our safeguarding team</h2>
        <table>
          <caption>Safeguarding contacts</caption>
          <thead>
            <tr><th>Role</th><th>Name</th><th>Contact</th></tr>
          </thead>
          <tbody>
            <tr><td>Head of Safeguarding</td><td>Martin Lowe</td><td>${facts.safeguarding}</td></tr>
            <tr><td>Academy Safeguarding Officer</td><td>Amira Haddad</td><td>${facts.safeguarding}</td></tr>
            <tr><td>Blues in the Community Safeguarding Lead</td><td>Ruth Kemble</td><td>${facts.community}</td></tr>
          </tbody>
        </table>
        <p>Email any of the team at ${mail(facts.email.safeguarding)}. The inbox is checked every day, including weekends.</p>
        <h2>Our commitments</h2>
        <ul>
          <li>Everyone working with children or adults at risk has an enhanced DBS check and safeguarding training.</li>
          <li>Our policies follow the FA's safeguarding standards and are reviewed every year.</li>
          <li>Every concern is recorded, taken seriously and shared with the local authority when needed.</li>
        </ul>
        <p>For the academy, see <a href="/club/academy/safeguarding">Academy Safeguarding</a>. You can also contact the NSPCC helpline on 0808 800 5000.</p>
      `,
    ),
    article(
      'charity-requests',
      'Charity Requests',
      'How local charities and good causes can ask Brackwater Blues FC for signed items, tickets and tour vouchers for fundraising.',
      html`
        <p>We support local good causes with signed shirts, stadium tour vouchers and match tickets for raffles and auctions. Please send requests at least six weeks before your event.</p>
        <h2>What we can donate</h2>
        <ul>
          <li>A signed first-team or women's team shirt or ball</li>
          <li><a href="/tickets/stadium-tours/vouchers">Stadium tour vouchers</a> for a family</li>
          <li>A pair of tickets for a home league game</li>
        </ul>
        <h2>Who we can help</h2>
        <p>We prioritise registered charities, schools, hospices and grassroots clubs in Brackwater and the surrounding area. We receive more than 1,500 requests a season, so we cannot say yes to everyone and can help each organisation once a season.</p>
        <h2>How to apply</h2>
        <ol>
          <li>Email ${mail(facts.email.community)} at least six weeks before your event.</li>
          <li>Include your organisation's name, charity number if you have one, the date of the event and how the item will raise funds.</li>
          <li>We will reply within 15 working days.</li>
        </ol>
        <p>We are unable to support requests for individuals, political organisations or events that have already taken place.</p>
      `,
    ),
    article(
      'faqs',
      'FAQs',
      'Answers to the questions supporters ask Brackwater Blues FC most, from opening hours to lost property and accounts.',
      html`
        <p>Answers to the questions supporters ask us most, from opening hours at The Quayside to lost property. The club shop and ticket office are open weekdays from 10am to 4pm and on matchdays.</p>
        <h3>When are the club shop and ticket office open?</h3>
        <p>Weekdays from 10am to 4pm, Saturdays from 10am to 2pm when there is no home game, and from three hours before kick-off on matchdays until 30 minutes after the final whistle.</p>
        <h3>How do I reset my account password?</h3>
        <p>Choose "Forgotten password" on the sign-in page and we will email you a link. The same account works for tickets, the shop and Club TV.</p>
        <h3>I have lost something at the stadium.</h3>
        <p>Lost property is kept at the ticket office for 28 days. Call ${facts.ticketOffice} with a description.</p>
        <h3>How do I get to The Quayside?</h3>
        <p>The stadium is a ten-minute walk from Brackwater Central station. There is no general matchday parking at the ground; see <a href="/club/the-quayside">The Quayside</a> for travel and <a href="/fans-disabilities/accessible-matchday-parking">accessible parking</a>.</p>
        <h3>Can I get a player's autograph?</h3>
        <p>Send a stamped addressed envelope to the Player Liaison Officer at ${facts.address} and we will do our best.</p>
        <h3>How do I watch or listen to matches?</h3>
        <p>See the <a href="/help-info/club-tv-faqs">Club TV FAQs</a>.</p>
        <p>Anything else? <a href="/help-info/contact-us">Contact us</a>.</p>
      `,
    ),
    article(
      'club-tv-faqs',
      'Club TV FAQs',
      'Where and when you can watch Blues matches live on Club TV, which devices you can use and when full replays are available.',
      html`
        <p>Club TV streams Blues games live to subscribers and brings live audio commentary to supporters everywhere. Replays of every match are available from around noon the next day.</p>
        <h2>Watching live</h2>
        <h3>Can I watch live matches outside the UK and Ireland?</h3>
        <p>Yes. Subscribers overseas can watch every first-team league game live with the Blues TV Pass (£9.99 a month or £89.99 a year), or buy a Match Pass for a single game.</p>
        <h3>Can I watch live matches in the UK and Ireland?</h3>
        <p>Yes, with one exception. Under football's broadcasting rules, no match can be streamed live in the UK and Ireland between 14:45 and 17:15 on a Saturday. This means most Saturday 3pm kick-offs cannot be shown live here; evening, midweek and Sunday games can.</p>
        <h3>Are bank holiday and cup games shown live?</h3>
        <p>Bank holiday fixtures follow the same rules as Saturdays. Cup games are not shown live on Club TV because the rights belong to the competition organisers, but highlights are published after the game.</p>
        <h3>Can I listen live instead?</h3>
        <p>Yes. Blues Radio commentary of every first-team game is available everywhere, including the UK and Ireland on Saturday afternoons, for £3.49 a month or £29.99 a season. It is included in the annual Blues TV Pass.</p>
        <h2>Replays and highlights</h2>
        <h3>When are full match replays available?</h3>
        <p>Full replays are added at roughly noon the day after the game. Highlights are usually available on the evening of the match.</p>
        <h2>Devices</h2>
        <h3>Which devices can I watch on?</h3>
        <p>On a computer, watch in any up-to-date browser on our website. On handheld devices (phones and tablets), Club TV is available in the official Brackwater Blues app only, not in a mobile browser. The app is free on the App Store and Google Play.</p>
        <h3>How many devices can I use at once?</h3>
        <p>You can watch on up to two devices at the same time with one subscription.</p>
        <h2>Your subscription</h2>
        <h3>How do I cancel?</h3>
        <p>Subscriptions and match passes are managed from your account. Monthly plans can be cancelled at any time and run to the end of the month you have paid for.</p>
        <p>Still need help? Email ${mail(facts.email.clubTv)} or call ${facts.clubTv}, weekdays from 10am to 4pm and on matchdays.</p>
      `,
    ),
    article(
      'contact-us',
      'Contact Us',
      'Phone numbers, email addresses and opening hours for every department at Brackwater Blues FC, and our address at The Quayside.',
      html`
        <p>Whatever you need, we are here to help. Our address is ${facts.address}, and the switchboard is open weekdays from 9am to 5pm on ${facts.switchboard}.</p>
        <h2>Departments</h2>
        <table>
          <caption>How to contact Brackwater Blues FC</caption>
          <thead>
            <tr><th>Department</th><th>Phone</th><th>Email</th></tr>
          </thead>
          <tbody>
            <tr><td>Switchboard and general enquiries</td><td>${facts.switchboard}</td><td>${mail(facts.email.info)}</td></tr>
            <tr><td>Ticket office</td><td>${facts.ticketOffice}</td><td>${mail(facts.email.tickets)}</td></tr>
            <tr><td>Stadium tours</td><td>${facts.tours}</td><td>${mail(facts.email.tours)}</td></tr>
            <tr><td>Hospitality</td><td>${facts.hospitality}</td><td>${mail(facts.email.hospitality)}</td></tr>
            <tr><td>Disabled supporters</td><td>${facts.access}</td><td>${mail(facts.email.access)}</td></tr>
            <tr><td>Commercial and sponsorship</td><td>${facts.commercial}</td><td>${mail(facts.email.commercial)}</td></tr>
            <tr><td>Blues in the Community</td><td>${facts.community}</td><td>${mail(facts.email.community)}</td></tr>
            <tr><td>Conferences and events</td><td>${facts.events}</td><td>${mail(facts.email.events)}</td></tr>
            <tr><td>Academy</td><td>${facts.academy}</td><td>${mail(facts.email.academy)}</td></tr>
            <tr><td>Club TV support</td><td>${facts.clubTv}</td><td>${mail(facts.email.clubTv)}</td></tr>
            <tr><td>Safeguarding</td><td>${facts.safeguarding}</td><td>${mail(facts.email.safeguarding)}</td></tr>
          </tbody>
        </table>
        <h2>Opening hours</h2>
        <ul>
          <li><strong>Ticket office and club shop:</strong> weekdays 10am to 4pm, and from three hours before kick-off on matchdays</li>
          <li><strong>Club shop online:</strong> <a href="${externalSites.shop}">shop.brackwaterblues.example</a>, open all hours</li>
        </ul>
        <h2>Matchday</h2>
        <p>To report discrimination or antisocial behaviour during a game, text ${facts.hotline}.</p>
        <p>Write to us at ${facts.address}.</p>
      `,
    ),
    article(
      'cookies-policy',
      'Cookies Policy',
      'Which cookies the Brackwater Blues FC websites use, why, and how you can change your choices at any time.',
      html`
        <p>Our websites use essential cookies to keep you signed in and, only with your consent, analytics, marketing and personalisation cookies. You can change your choices at any time from the cookie settings link in the footer.</p>
        <h2>What cookies are</h2>
        <p>Cookies are small text files stored on your device when you visit a website. They let a site remember you between pages and visits.</p>
        <h2>The cookies we use</h2>
        <table>
          <caption>Cookies on the Brackwater Blues FC websites</caption>
          <thead>
            <tr><th>Type</th><th>What they do</th><th>Consent needed</th></tr>
          </thead>
          <tbody>
            <tr><td>Essential</td><td>Keep you signed in, remember your basket and your cookie choices, keep the site secure</td><td>No</td></tr>
            <tr><td>Analytics</td><td>Count visits and show us which pages are used, so we can improve them</td><td>Yes</td></tr>
            <tr><td>Personalisation</td><td>Remember preferences such as your favourite team and video quality</td><td>Yes</td></tr>
            <tr><td>Marketing</td><td>Show you relevant adverts from the club and its partners on other sites</td><td>Yes</td></tr>
          </tbody>
        </table>
        <h2>Your choices</h2>
        <p>When you first visit, you can choose <strong>Accept All Cookies</strong> or <strong>Only Essential</strong>. We remember your choice for 60 days and then ask again. You can change it at any time from the cookie settings link in the footer, or block cookies in your browser settings, although some parts of the site may not work without essential cookies.</p>
        <p>For more about how we use personal data, read our <a href="/help-info/privacy-policy">privacy policy</a> or email ${mail(facts.email.privacy)}.</p>
      `,
    ),
  ],
  { published: '2024-06-01 09:00' },
);
