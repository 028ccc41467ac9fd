ALTER TABLE "payment_config" DROP COLUMN "paypal_enabled";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "paypal_test_mode";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "banco_popular_enabled";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "test_mode";