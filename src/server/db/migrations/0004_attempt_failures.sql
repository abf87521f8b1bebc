CREATE TABLE "attempt_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
