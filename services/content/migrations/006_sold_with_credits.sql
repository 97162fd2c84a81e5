-- isSoldContent: a plus article that wallet readers can unlock with a coin. Free articles are never sold. Articles
-- that existed before this column are sold when they are plus; the editors take single ones (e.g. a premium series)
-- out with `update content.articles set sold_with_credits = false where id = …`.
alter table content.articles add column sold_with_credits boolean not null default false;
update content.articles set sold_with_credits = true where content_restriction = 'plus';
alter table content.articles add constraint articles_sold_only_plus
  check (not sold_with_credits or content_restriction = 'plus');
