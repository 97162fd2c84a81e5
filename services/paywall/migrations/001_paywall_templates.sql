-- Paywall templates per mandator and device class.
create table paywall.paywall_templates (
  mandator text not null,
  device text not null check (device in ('desktop', 'mobile', 'app')),
  template text not null,
  updated_at timestamptz not null default now(),
  primary key (mandator, device)
);
