CREATE TABLE "share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_assessment_idx" ON "share_links" USING btree ("assessment_id");