import { hub, link } from '../nodes';
import { externalSites } from '../urls';
import { article, facts, html, mail } from './content';

const contact = html`<p>To talk about a partnership, call the commercial team on ${facts.commercial} or email ${mail(facts.email.commercial)}.</p>`;

export const business = hub(
  'business',
  'Business',
  'Sponsorship, advertising and networking with Brackwater Blues FC and the businesses that support the club.',
  [
    hub(
      'sponsorships',
      'Sponsorships',
      "Partner with the Blues men's and women's first teams and reach supporters across Brackwater and beyond.",
      [
        article(
          'womens-first-team',
          "Women's First Team Sponsorship",
          'Sponsorship packages for Brackwater Blues Women, from player sponsorship at £250 to the front-of-shirt partnership.',
          html`
            <p>Sponsoring Brackwater Blues Women puts your brand in front of one of the fastest-growing audiences in football. Packages include shirt and training-wear branding, player appearances and hospitality at home games.</p>
            <h2>Why partner with Blues Women</h2>
            <ul>
              <li>Average home crowds up 40% in the last two seasons</li>
              <li>Every home game streamed on Club TV, with highlights on our social channels</li>
              <li>A young, family audience that is hard to reach through other media</li>
            </ul>
            <h2>Packages for 2025/26</h2>
            <table>
              <caption>Brackwater Blues Women sponsorship packages, 2025/26</caption>
              <thead>
                <tr><th>Package</th><th>Includes</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Front of shirt</td><td>Home and away shirt, website and social branding, 20 hospitality places</td><td>£18,000 + VAT</td></tr>
                <tr><td>Back of shirt or sleeve</td><td>Shirt branding, programme advert, 10 hospitality places</td><td>£7,500 + VAT</td></tr>
                <tr><td>Training wear</td><td>Training tops and warm-up wear, 6 hospitality places</td><td>£4,000 + VAT</td></tr>
                <tr><td>Player sponsor</td><td>Your name on the player's profile and a signed shirt</td><td>£250 + VAT</td></tr>
              </tbody>
            </table>
            ${contact}
          `,
        ),
        article(
          'mens-first-team',
          "Men's First Team Sponsorship",
          "Men's first team sponsorship at Brackwater Blues FC, from player sponsorship at £450 to shirt and training kit partnerships.",
          html`
            <p>Our men's first team partnerships range from shirt sleeve and training kit branding to player sponsorship. Every partnership is built around your goals, with a dedicated account manager for the season.</p>
            <h2>Packages for 2025/26</h2>
            <table>
              <caption>Men's first team sponsorship packages, 2025/26</caption>
              <thead>
                <tr><th>Package</th><th>Includes</th><th>Price</th></tr>
              </thead>
              <tbody>
                <tr><td>Back of shirt</td><td>Home, away and third shirts, LED board time, season box for 8</td><td>£45,000 + VAT</td></tr>
                <tr><td>Shorts</td><td>Home and away shorts, LED board time, 4 seats in the 1889 Club</td><td>£15,000 + VAT</td></tr>
                <tr><td>Training kit</td><td>Training and travel wear, interview backdrop, 4 Harbour Lounge seats per game</td><td>£12,000 + VAT</td></tr>
                <tr><td>Player sponsor</td><td>Your name in the programme and on the website, signed shirt, photo with your player</td><td>£450 + VAT</td></tr>
                <tr><td>Goalkeeper sponsor</td><td>Your name on the goalkeeper's profile, signed gloves and shirt</td><td>£600 + VAT</td></tr>
              </tbody>
            </table>
            <p>The front of shirt is held by Tidewater Building Society until the end of 2026/27 and the sleeve by Brackwater Motors. Match-by-match options are on the <a href="/hospitality/match-sponsorship">match sponsorship</a> page.</p>
            ${contact}
          `,
        ),
      ],
    ),
    hub(
      'business-club',
      'Business Club',
      'The Blues Business Club brings local firms together for networking, hospitality and new opportunities.',
      [
        article(
          'official-membership',
          'Official Membership',
          'Official membership of the Blues Business Club: six networking events, hospitality tickets and a directory listing for £495 + VAT a season.',
          html`
            <p>Official membership of the Business Club includes six networking events a season, two hospitality tickets for a home game and a listing in the online business directory.</p>
            <h2>What's included</h2>
            <ul>
              <li>Six networking events a season, including two business breakfasts with guest speakers</li>
              <li>Two <a href="/hospitality/packages/harbour-lounge">Harbour Lounge</a> tickets for a home league game of your choice</li>
              <li>A listing in the <a href="/business/online-business-directory">online business directory</a></li>
              <li>10% off conference and meeting room hire at The Quayside</li>
              <li>A Business Club certificate and window sticker</li>
            </ul>
            <p><strong>Price:</strong> £495 + VAT for the 2025/26 season.</p>
            ${contact}
          `,
        ),
        article(
          'premier-membership',
          'Premier Membership',
          'Premier membership of the Blues Business Club adds a season table in the 1889 Club and a programme feature, for £1,750 + VAT.',
          html`
            <p>Premier membership adds a season-long table in the 1889 Club, a feature in the matchday programme and a speaking slot at one of our business breakfasts to everything in official membership.</p>
            <h2>What's included</h2>
            <ul>
              <li>Everything in <a href="/business/business-club/official-membership">official membership</a></li>
              <li>Two seats at a shared table in the <a href="/hospitality/packages/1889-club">1889 Club</a> for every home league game</li>
              <li>A full-page business profile in one matchday programme</li>
              <li>A speaking slot at a business breakfast</li>
              <li>A featured listing at the top of the online business directory</li>
            </ul>
            <p><strong>Price:</strong> £1,750 + VAT for the 2025/26 season, payable quarterly if you prefer.</p>
            ${contact}
          `,
        ),
      ],
    ),
    article(
      'partners',
      'Our Partners',
      'The principal and official partners of Brackwater Blues FC, who support everything from the first team to Blues in the Community.',
      html`
        <p>Brackwater Blues FC is proud to work with partners who share our ambitions on and off the pitch. Our principal and official partners support everything from the first team to Blues in the Community.</p>
        <h2>Principal partners</h2>
        <ul>
          <li><strong>Tidewater Building Society</strong>, front of shirt partner</li>
          <li><strong>Quayside Energy</strong>, stadium partner</li>
          <li><strong>Brackwater Motors</strong>, sleeve partner</li>
        </ul>
        <h2>Official partners</h2>
        <ul>
          <li>Harrier Sportswear, official kit supplier</li>
          <li>Old Harbour Brewery, official beer</li>
          <li>Saltmarsh Gin Distillery, official spirits partner</li>
          <li>Brackwater Evening Post, official media partner</li>
          <li>Estuary FM, official radio partner</li>
          <li>Greystone Coaches, official travel partner</li>
          <li>Puffin Pies, official matchday food partner</li>
          <li>Riverbend Hotel &amp; Spa, official hotel partner</li>
          <li>Sandpiper Spring Water, official water</li>
          <li>Northgate Physiotherapy and Marram Dental Care, official healthcare partners</li>
          <li>Kittiwake Broadband, Ferryman Solicitors, Lowtide Logistics, Blue Anchor Print, Fenwick Bet and Kestrel Vapes</li>
        </ul>
        <p>Interested in joining them? See <a href="/business/sponsorships">Sponsorships</a> and <a href="/business/advertising">Advertising</a>, or call ${facts.commercial}.</p>
      `,
    ),
    article(
      'online-business-directory',
      'Online Business Directory',
      'The online business directory lists every member of the Blues Business Club, so supporters can find and recommend local firms.',
      html`
        <p>The online business directory lists every member of the Blues Business Club, so supporters and members can find and recommend local firms. Members can update their listing at any time.</p>
        <h2>What a listing includes</h2>
        <ul>
          <li>Your business name, logo, a 150-word description and your sector</li>
          <li>Contact details and a link to your website</li>
          <li>Any offer for Blues supporters or fellow members</li>
        </ul>
        <h2>How to get listed</h2>
        <p>Every <a href="/business/business-club">Business Club</a> member is listed free of charge. Premier members appear at the top of their sector. To update your listing, email ${mail(facts.email.commercial)}.</p>
      `,
    ),
    article(
      'advertising',
      'Advertising',
      'Advertise to supporters at The Quayside and online: LED boards, big-screen slots, programme pages and digital campaigns.',
      html`
        <p>Advertise to more than 18,000 supporters on matchday with perimeter LED boards, big-screen slots and programme pages, or reach fans online through the club's website and social channels.</p>
        <h2>Rates for 2025/26</h2>
        <table>
          <caption>Advertising rates, 2025/26</caption>
          <thead>
            <tr><th>Opportunity</th><th>Details</th><th>Price</th></tr>
          </thead>
          <tbody>
            <tr><td>Perimeter LED boards</td><td>Two minutes of rotation per half, every home league game</td><td>£3,500 + VAT a season</td></tr>
            <tr><td>Fixed pitchside board</td><td>6 metres, Dockside Stand side</td><td>£2,200 + VAT a season</td></tr>
            <tr><td>Big-screen advert</td><td>30-second slot before kick-off and at half-time</td><td>£150 + VAT a match</td></tr>
            <tr><td>Programme page</td><td>Full page in the matchday programme</td><td>£250 + VAT a match</td></tr>
            <tr><td>Digital package</td><td>Website banners and sponsored social posts for a month</td><td>£750 + VAT</td></tr>
          </tbody>
        </table>
        <p>Advertising must follow the club's partner guidelines; we do not accept advertising of high-interest loans, and gambling and alcohol adverts are never shown to under-18s.</p>
        ${contact}
      `,
    ),
    link('business-networking-events', 'Business Networking Events', `${externalSites.events}/business-networking`, {
      newTab: false,
    }),
  ],
  { published: '2024-06-24 09:00' },
);
