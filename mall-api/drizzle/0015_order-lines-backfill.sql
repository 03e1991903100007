-- Lines written before lines had a status take their order's; their seller and list price come from the goods.
UPDATE "order_items" SET "status" = o."status" FROM "orders" o WHERE o."id" = "order_items"."order_id" AND "order_items"."status" = 'ordering' AND o."status" <> 'ordering';--> statement-breakpoint
UPDATE "order_items" SET "seller_id" = g."seller_id", "list_price" = g."price" FROM "goods" g WHERE g."id" = "order_items"."goods_id" AND "order_items"."seller_id" IS NULL;
