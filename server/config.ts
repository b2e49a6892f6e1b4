import { resolve } from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at boot. A bad value stops the
 * process with a message naming the variable, rather than failing on the first visitor.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "harus berupa URL postgres://…")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STATIC_DIR: z.string().trim().min(1).default("./build/client"),
});

export type Config = {
  port: number;
  host: string;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  staticDir: string;
  storage: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
};

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT= in a .env file) means "not set", not "invalid".
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    staticDir: resolve(env.STATIC_DIR),
    storage: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "sqlite", file: resolve(env.DATA_DIR, "fb8.sqlite") },
  };
}
