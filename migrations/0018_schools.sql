CREATE TABLE "counsellors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"school_name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grade" text NOT NULL,
	"year" integer NOT NULL,
	"size" integer NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counsellors_user_key" ON "counsellors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "counsellors_status_idx" ON "counsellors" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_classes_join_code_key" ON "school_classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "school_classes_counsellor_idx" ON "school_classes" USING btree ("counsellor_id","created_at");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_class_idx" ON "assessments" USING btree ("class_id","completed_at");