-- wrk script: every request submits a new booking request, for package 1 .. 800 in turn and, each
-- time round the packages, the next week. Places are counted per date (8 per package): a 7-day stay
-- a week later does not overlap, and each of wrk's two threads sends 2 people per package and week,
-- so no request is refused for places (the benchmark data books 2027-01-01 to 2027-10-27: these weeks
-- come after it, within the booking horizon).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
counter = 0
-- bench.py gives each wrk run its own weeks (warm-up, 32 clients, 8 clients), so runs do not overlap.
offset = tonumber(os.getenv("BOOKING_WEEK_OFFSET") or "0")
request = function()
  counter = counter + 1
  local round = math.floor(counter / 800)
  local start = os.date("!%Y-%m-%d", os.time({ year = 2027, month = 11, day = 5 + 7 * ((offset + round) % 50), hour = 12 }))
  local body = string.format('{"packageId":%d,"fullName":"Bench Traveller","email":"bench%d@example.com",' ..
    '"country":"DE","phoneNumber":"+49 170 1234567","startDate":"%s","numberOfDays":7,' ..
    '"numberOfPeople":2,"surfingLevel":"beginner","addOns":["airport-transfer"],"currency":"EUR",' ..
    '"paymentMethod":"bank-transfer","language":"en"}', (counter % 800) + 1, counter, start)
  return wrk.format(nil, nil, nil, body)
end
