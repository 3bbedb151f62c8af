CREATE TABLE IF NOT EXISTS "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
