module early

go 1.26
