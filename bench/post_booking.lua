-- wrk script: every request submits a new booking request for package 1.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
counter = 0
request = function()
  counter = counter + 1
  local body = string.format('{"packageId":%d,"fullName":"Bench Traveller","email":"bench%d@example.com",' ..
    '"country":"DE","phoneNumber":"+49 170 1234567","startDate":"2027-03-01","numberOfDays":7,' ..
    '"numberOfPeople":2,"surfingLevel":"beginner","addOns":["airport-transfer"],"currency":"EUR",' ..
    '"paymentMethod":"bank-transfer","language":"en"}', (counter % 800) + 1, counter)
  return wrk.format(nil, nil, nil, body)
end
