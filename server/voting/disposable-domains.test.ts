import { describe, expect, it } from "vitest";
import { domainAndParents, isDisposableDomain } from "./disposable-domains";

describe("isDisposableDomain", () => {
  it.each([
    ["mailinator.com", true],
    ["MAILINATOR.COM", true],
    ["a.b.mailinator.com", true],
    ["b.mailinator.com", true],
    ["guerrillamail.com", true],
    ["10minutemail.com", true],
    ["yopmail.com", true],
    ["gmail.com", false],
    ["googlemail.com", false],
    ["yahoo.co.id", false],
    ["outlook.com", false],
    ["sman8jkt.sch.id", false],
    ["sch.id", false],
    ["mailinator.com.sman8jkt.sch.id", false],
    ["notmailinator.com", true],
    ["mymailinator.id", false],
    ["ui.ac.id", false],
    ["com", false],
    ["", false],
    ["[1.2.3.4]", false],
  ])("%s -> %s", (domain, expected) => {
    expect(isDisposableDomain(domain)).toBe(expected);
  });
});

describe("domainAndParents", () => {
  it.each([
    ["a.b.c.id", ["a.b.c.id", "b.c.id", "c.id"]],
    ["a.b.mailinator.com", ["a.b.mailinator.com", "b.mailinator.com", "mailinator.com"]],
    ["sman8jkt.sch.id", ["sman8jkt.sch.id", "sch.id"]],
    ["gmail.com", ["gmail.com"]],
    ["Mail.Example.COM.", ["mail.example.com", "example.com"]],
    ["id", []],
    ["", []],
    ["a..b.id", []],
    [".gmail.com", []],
    ["[1.2.3.4]", []],
  ])("%s -> %j", (domain, expected) => {
    expect(domainAndParents(domain)).toEqual(expected);
  });
});
