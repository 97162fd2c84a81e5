-- The paywall's rules are data per brand (README "Paywall rules"): a publisher changes them with SQL, e.g.
--   update paywall.brand_rules set meter_limit = 5 where mandator = 'rb';
--   update paywall.paywall_templates set headline = '…' where mandator = 'la' and template = 'subscription-offer';
-- The service reads them on every decision: a change applies to the next request.

create table paywall.brand_rules (
  mandator text primary key check (mandator ~ '^[a-z0-9-]{1,32}$'),
  -- false: every article of the brand is open (decision "paywall_disabled")
  paywall_enabled boolean not null default true,
  -- anonymous readers of a plus article are asked to register (else they see the subscription offer)
  registration_wall boolean not null default true,
  -- free plus articles per meter_period_days for registered readers with a confirmed e-mail address; 0 = no meter
  meter_limit integer not null default 0 check (meter_limit between 0 and 1000),
  meter_period_days integer not null default 30 check (meter_period_days between 1 and 366),
  -- gift links a plus reader may create per calendar month (Europe/Berlin), and how long one opens its article
  gift_links_per_month integer not null default 5 check (gift_links_per_month between 0 and 1000),
  gift_link_ttl_days integer not null default 30 check (gift_link_ttl_days between 1 and 365),
  updated_at timestamptz not null default now()
);

insert into paywall.brand_rules
  (mandator, paywall_enabled, registration_wall, meter_limit, gift_links_per_month, gift_link_ttl_days)
values
  ('rb', true, true, 3, 5, 30),
  ('la', true, false, 2, 3, 14);

-- The paywall box per brand, device and template (the template names of paywallTemplateSchema): headline, text
-- (each at most 200 characters, the limit of a result's outputValue) and layout. `ok` and `fallback` have no row:
-- an open article shows no box, and the fallback is the client's when the service cannot be asked.
drop table paywall.paywall_templates;
create table paywall.paywall_templates (
  mandator text not null references paywall.brand_rules (mandator) on delete cascade,
  device text not null check (device in ('desktop', 'mobile', 'app')),
  template text not null check (template in ('registration-wall', 'subscription-offer', 'coin-offer', 'coins-empty')),
  headline text not null check (char_length(headline) between 1 and 200),
  text text not null check (char_length(text) between 1 and 200),
  layout text not null check (layout in ('box', 'sheet')),
  updated_at timestamptz not null default now(),
  primary key (mandator, device, template)
);

insert into paywall.paywall_templates (mandator, device, template, headline, text, layout)
select b.mandator, d.device, t.template, replace(t.headline, '{plus}', b.plus),
  case when d.device = 'desktop' then t.long_text else t.short_text end,
  case when d.device = 'desktop' then 'box' else 'sheet' end
from (values ('rb', 'RB plus'), ('la', 'LA plus')) as b (mandator, plus)
cross join (values ('desktop'), ('mobile'), ('app')) as d (device)
cross join (values
  ('registration-wall', 'Kostenlos registrieren und weiterlesen',
   'Mit einem kostenlosen Konto lesen Sie jeden Monat einige plus-Artikel gratis. Die Registrierung dauert nur eine Minute.',
   'Kostenlos registrieren und einige plus-Artikel im Monat gratis lesen.'),
  ('subscription-offer', 'Weiterlesen mit {plus}',
   'Alle plus-Artikel, das E-Paper und weniger Werbung: Lesen Sie unabhängigen Lokaljournalismus aus Ihrer Region.',
   'Alle plus-Artikel lesen: jetzt abonnieren.'),
  ('coin-offer', 'Artikel mit 1 Coin freischalten',
   'Sie haben Coins in Ihrem Guthaben. Mit einem Coin lesen Sie diesen Artikel sofort und dauerhaft.',
   'Mit einem Coin lesen Sie diesen Artikel sofort.'),
  ('coins-empty', 'Ihre Coins sind aufgebraucht',
   'Laden Sie Ihr Guthaben auf, um diesen Artikel mit einem Coin freizuschalten, oder lesen Sie alles mit {plus}.',
   'Guthaben aufladen oder mit einem Abo alles lesen.')
) as t (template, headline, long_text, short_text);

-- The meter: which plus articles a registered reader opened through it, and when. A read older than the brand's
-- meter_period_days no longer counts; reading that article again counts anew (read_at is renewed).
create table paywall.meter_reads (
  mandator text not null,
  sso_id text not null,
  article_id integer not null check (article_id > 0),
  read_at timestamptz not null default now(),
  primary key (mandator, sso_id, article_id)
);

-- Gift links created by plus readers (the quota counts them per calendar month).
create table paywall.gift_links (
  jti uuid primary key,
  mandator text not null,
  giver text not null,
  article_id integer not null check (article_id > 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index gift_links_giver_idx on paywall.gift_links (mandator, giver, created_at);

-- The ES256 key that signs content grants and link tokens, created on first start and shared by every replica on
-- this database (its public half is served at /paywall/.well-known/jwks.json).
create table paywall.signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);
