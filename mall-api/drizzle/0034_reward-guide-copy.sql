-- The reward guide said the delivery-delay reward is paid automatically; it is paid when the shopper accepts the delay (/mypage/claim).
-- Only a paragraph still as seeded is rewritten (operators may have edited theirs).
UPDATE "shopping_guides" SET "paragraphs" = jsonb_set("paragraphs", '{1}', to_jsonb('리워드는 마이페이지 > 출고 지연·품절 안내에서 늦어진 출고일에 동의하시면 그때 적립금으로 지급되며, 마이페이지 > 적립금에서 확인하실 수 있습니다.'::text)), "updated_at" = now() WHERE "code" = 'reward' AND "paragraphs"->>1 = '리워드는 출고가 확인된 다음 날 자동으로 지급되며, 마이페이지 > 적립금에서 확인하실 수 있습니다.';
