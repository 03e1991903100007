-- A mall seeded before the event menu existed gets 이벤트 모아보기 on its main page, right after the planning
-- teasers (or at the end without them); a fresh mall has no main page yet and gets it from the seed.
UPDATE "lego_sections" SET "sort_order" = "sort_order" + 1
WHERE "page_id" = (SELECT "id" FROM "lego_pages" WHERE "code" = 'main')
  AND "sort_order" > (
    SELECT max(s."sort_order") FROM "lego_sections" s JOIN "lego_pages" p ON p."id" = s."page_id"
    WHERE p."code" = 'main' AND s."kind" = 'exhibition_teasers'
  )
  AND NOT EXISTS (
    SELECT 1 FROM "lego_sections" s JOIN "lego_pages" p ON p."id" = s."page_id" WHERE p."code" = 'main' AND s."kind" = 'event_menu'
  );
--> statement-breakpoint
INSERT INTO "lego_sections" ("page_id", "kind", "title", "subtitle", "event_kinds", "sort_order")
SELECT p."id", 'event_menu', '이벤트 모아보기', '래플부터 체험단까지, 지금 열린 이벤트',
  ARRAY['raffle', 'special_event', 'joint_purchase', 'experience_group', 'showcase', 'cody_shot']::text[],
  COALESCE(
    (SELECT max(s."sort_order") FROM "lego_sections" s WHERE s."page_id" = p."id" AND s."kind" = 'exhibition_teasers'),
    (SELECT max(s."sort_order") FROM "lego_sections" s WHERE s."page_id" = p."id"),
    0
  ) + 1
FROM "lego_pages" p
WHERE p."code" = 'main'
  AND NOT EXISTS (SELECT 1 FROM "lego_sections" s WHERE s."page_id" = p."id" AND s."kind" = 'event_menu');
