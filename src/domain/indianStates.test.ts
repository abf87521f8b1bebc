import { describe, expect, it } from "vitest";
import { INDIAN_STATES, stateCodeOfName, stateName, stateOfPincode } from "./indianStates";

describe("INDIAN_STATES", () => {
  it("lists the GST codes 01–38 but the retired 25 and 28, then 97, in order and once each", () => {
    const codes = INDIAN_STATES.map((s) => s.code);
    const expected = Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0"))
      .filter((c) => c !== "25" && c !== "28")
      .concat("97");
    expect(codes).toEqual(expected);
  });
  it("names the codes as the GST list does", () => {
    const names = Object.fromEntries(INDIAN_STATES.map((s) => [s.code, s.name]));
    expect(names).toMatchObject({
      "01": "Jammu and Kashmir",
      "07": "Delhi",
      "08": "Rajasthan",
      "26": "Dadra and Nagar Haveli and Daman and Diu",
      "27": "Maharashtra",
      "29": "Karnataka",
      "33": "Tamil Nadu",
      "36": "Telangana",
      "37": "Andhra Pradesh",
      "38": "Ladakh",
      "97": "Other Territory",
    });
  });
});

describe("stateName", () => {
  it("gives the name of a code, or null", () => {
    expect(stateName("27")).toBe("Maharashtra");
    expect(stateName("04")).toBe("Chandigarh");
    expect(stateName("28")).toBeNull();
    expect(stateName("4")).toBeNull();
    expect(stateName("")).toBeNull();
  });
});

describe("stateCodeOfName", () => {
  it("reads every official name back to its code", () => {
    for (const s of INDIAN_STATES) expect(stateCodeOfName(s.name)).toBe(s.code);
  });
  it("ignores case, spaces, punctuation and '&' for 'and'", () => {
    expect(stateCodeOfName("  tamil   nadu ")).toBe("33");
    expect(stateCodeOfName("TAMILNADU")).toBe("33");
    expect(stateCodeOfName("Jammu & Kashmir")).toBe("01");
    expect(stateCodeOfName("Andaman & Nicobar Islands")).toBe("35");
    expect(stateCodeOfName("The NCT of Delhi")).toBe("07");
  });
  it("knows the common other names and two-letter codes", () => {
    expect(stateCodeOfName("NCT of Delhi")).toBe("07");
    expect(stateCodeOfName("New Delhi")).toBe("07");
    expect(stateCodeOfName("Orissa")).toBe("21");
    expect(stateCodeOfName("Pondicherry")).toBe("34");
    expect(stateCodeOfName("Uttaranchal")).toBe("05");
    expect(stateCodeOfName("Daman and Diu")).toBe("26");
    expect(stateCodeOfName("Chattisgarh")).toBe("22");
    expect(stateCodeOfName("up")).toBe("09");
    expect(stateCodeOfName("KA")).toBe("29");
    expect(stateCodeOfName("TS")).toBe("36");
  });
  it("is null for anything else", () => {
    expect(stateCodeOfName("")).toBeNull();
    expect(stateCodeOfName("Bombay")).toBeNull();
    expect(stateCodeOfName("Andhra")).toBeNull();
  });
});

describe("stateOfPincode", () => {
  it.each([
    ["110001", "07", "Delhi"],
    ["122001", "06", "Gurugram"],
    ["141001", "03", "Ludhiana"],
    ["160017", "04", "Chandigarh"],
    ["160055", "03", "Mohali, Punjab, though it starts 160"],
    ["171001", "02", "Shimla"],
    ["190001", "01", "Srinagar"],
    ["194101", "38", "Leh"],
    ["226001", "09", "Lucknow"],
    ["248001", "05", "Dehradun"],
    ["263001", "05", "Nainital"],
    ["244715", "05", "Ramnagar, Uttarakhand, among Moradabad's 244"],
    ["246701", "09", "Bijnor, Uttar Pradesh, among Garhwal's 246"],
    ["247667", "05", "Roorkee"],
    ["247001", "09", "Saharanpur"],
    ["262001", "09", "Pilibhit"],
    ["262308", "05", "Khatima"],
    ["262406", "09", "Bareilly's 2624, among Udham Singh Nagar's"],
    ["302001", "08", "Jaipur"],
    ["380001", "24", "Ahmedabad"],
    ["396210", "26", "Daman"],
    ["396230", "26", "Silvassa"],
    ["362520", "26", "Diu"],
    ["400001", "27", "Mumbai"],
    ["403001", "30", "Panaji, Goa"],
    ["452001", "23", "Indore"],
    ["492001", "22", "Raipur"],
    ["500001", "36", "Hyderabad"],
    ["520001", "37", "Vijayawada"],
    ["560001", "29", "Bengaluru"],
    ["600001", "33", "Chennai"],
    ["605001", "34", "Puducherry"],
    ["605101", "33", "Tamil Nadu's 6051"],
    ["609602", "34", "Karaikal"],
    ["673310", "34", "Mahe"],
    ["533464", "34", "Yanam"],
    ["682001", "32", "Kochi"],
    ["682555", "31", "Lakshadweep"],
    ["700001", "19", "Kolkata"],
    ["737101", "11", "Gangtok"],
    ["744101", "35", "Port Blair"],
    ["751001", "21", "Bhubaneswar"],
    ["781001", "18", "Guwahati"],
    ["791111", "12", "Itanagar"],
    ["793001", "17", "Shillong"],
    ["795001", "14", "Imphal"],
    ["796001", "15", "Aizawl"],
    ["797001", "13", "Kohima"],
    ["799001", "16", "Agartala"],
    ["800001", "10", "Patna"],
    ["812001", "10", "Bhagalpur"],
    ["814112", "20", "Dumka"],
    ["822101", "20", "Daltonganj"],
    ["826001", "20", "Dhanbad"],
    ["831001", "20", "Jamshedpur"],
    ["834001", "20", "Ranchi"],
    ["824101", "10", "Aurangabad, Bihar"],
  ])("%s is in %s (%s)", (pin, code) => {
    expect(stateOfPincode(pin)).toBe(code);
  });
  it("takes a PIN written with spaces", () => {
    expect(stateOfPincode(" 110 001 ")).toBe("07");
  });
  it("is null for what is not a PIN, or no state's", () => {
    for (const pin of ["", "11000", "1100011", "011001", "11OO01", "110-001", "999001", "560 0O1"]) {
      expect(stateOfPincode(pin)).toBeNull();
    }
  });
});
