ALTER TABLE "payment_config" ADD COLUMN "switches" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each provider's switches move, unchanged, into the JSON under its id (the columns go in 0023).
UPDATE "payment_config" SET "switches" = jsonb_build_object(
  'paypal', jsonb_build_object('enabled', "paypal_enabled", 'testMode', "paypal_test_mode"),
  'card', jsonb_build_object('enabled', "banco_popular_enabled", 'testMode', "test_mode")
);
